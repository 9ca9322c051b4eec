export { useDocumentHead, toAbsoluteUrl, toMetaDescription } from './useDocumentHead';
export type { DocumentHead, JsonLd } from './useDocumentHead';

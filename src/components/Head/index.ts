export { useDocumentHead, toAbsoluteUrl, toMetaDescription, SHARE_IMAGE_WIDTH } from './useDocumentHead';
export type { DocumentHead, JsonLd } from './useDocumentHead';
export { usePageHead } from './usePageHead';

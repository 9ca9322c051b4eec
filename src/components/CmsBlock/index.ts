export { default } from './CmsBlock';
export type { CmsBlockProps } from './CmsBlock';

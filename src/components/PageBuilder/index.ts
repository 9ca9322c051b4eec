export { default } from './PageBuilder';
export type { PageBuilderProps } from './PageBuilder';
export { parsePageBuilder, isPageBuilderContent } from './parse/parsePageBuilder';

export { default } from './PageBuilder';
export type { PageBuilderProps } from './PageBuilder';

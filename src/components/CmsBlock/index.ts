export { default } from './CmsBlock';

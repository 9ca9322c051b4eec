export { default } from './CmsPage';

export { default } from './BlogPage';

export { default } from './PageBuilder';

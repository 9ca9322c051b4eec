export { default } from './HeaderSearch';

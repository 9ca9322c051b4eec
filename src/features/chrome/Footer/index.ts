export { default } from './LazyFooter';

export { default } from './MegaMenu';

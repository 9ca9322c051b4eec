export { default, imageVariant } from './Image';

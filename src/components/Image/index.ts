export { default, imageVariant } from './Image';
export type { ImageProps } from './Image';

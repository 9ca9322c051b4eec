export { default } from './ProductGallery';

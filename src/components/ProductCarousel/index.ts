export { default } from './ProductCarousel';

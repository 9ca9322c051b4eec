export { default } from './PromoStrip';

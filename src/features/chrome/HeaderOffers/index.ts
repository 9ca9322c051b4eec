export { default } from './HeaderOffers';

export { default, HeaderOffersPlaceholder } from './HeaderOffers';

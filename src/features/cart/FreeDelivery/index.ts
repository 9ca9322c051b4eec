export { default } from './FreeDelivery';

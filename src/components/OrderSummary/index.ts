export { default } from './OrderSummary';

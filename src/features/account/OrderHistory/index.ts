export { default } from './OrderHistory';

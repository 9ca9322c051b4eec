export { default } from './GuestOrderPage';

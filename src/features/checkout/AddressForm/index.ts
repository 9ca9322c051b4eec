export { default } from './AddressForm';

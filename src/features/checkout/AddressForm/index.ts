export { default, EMPTY_ADDRESS, toAddressValues, fromAddressValues } from './AddressForm';
export type { AddressValues } from './AddressForm';

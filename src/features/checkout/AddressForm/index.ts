export { default, AddressFields, EMPTY_ADDRESS, fromAddressValues, readAddressValues, toAddressValues } from './AddressForm';
export type { AddressValues } from './AddressForm';

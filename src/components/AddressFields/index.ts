export { default } from './AddressFields';
export * from './addressValues';

export { default } from './AddressFields';
export * from './addressValues';
export { default as CompanyFields } from './CompanyFields';

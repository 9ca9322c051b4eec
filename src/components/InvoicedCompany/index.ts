export { default } from './InvoicedCompany';

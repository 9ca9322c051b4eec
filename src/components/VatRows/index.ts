export { default } from './VatRows';

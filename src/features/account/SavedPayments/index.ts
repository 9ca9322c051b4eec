export { default } from './SavedPayments';

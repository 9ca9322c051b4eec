export { default } from './BankTransferDetails';

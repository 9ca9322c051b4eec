export { default, type BankTransferAccount, type BankTransferDetailsProps } from './BankTransferDetails';

export { default } from './WithdrawalPage';

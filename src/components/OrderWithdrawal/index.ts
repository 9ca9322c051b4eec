export { default, type WithdrawalOfOrder } from './OrderWithdrawal';

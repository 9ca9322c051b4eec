// The checkout's bank-transfer details: the store's account (from its configuration) with the order's
// reference and amount; nothing when the back end does not tell the account.
import BankTransferDetails, { type BankTransferDetailsProps } from '../../../components/BankTransferDetails';
import { useBankTransferAccount } from './useBankTransferAccount';

export default function StoreBankTransferDetails(props: Omit<BankTransferDetailsProps, 'account'>) {
  const account = useBankTransferAccount();
  return account ? <BankTransferDetails account={account} {...props} /> : null;
}

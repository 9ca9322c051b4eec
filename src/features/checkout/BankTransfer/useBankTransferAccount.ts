// The account a bank-transfer order is paid into, from the store's configuration; null while loading or
// when the back end does not say (a Magento without the fields: the mail still carries the details).
import { useQuery } from '@apollo/client/react';

import type { BankTransferAccount } from '../../../components/BankTransferDetails';
import { useCapability } from '../../../components/Capabilities';
import { GetBankTransferAccountDocument } from './bankTransfer.generated';

export function useBankTransferAccount(): BankTransferAccount | null {
  const hasAccount = useCapability('bankTransferAccount');
  const { data } = useQuery(GetBankTransferAccountDocument, { errorPolicy: 'ignore', skip: !hasAccount });
  const config = data?.storeConfig;
  if (!config?.payment_banktransfer_iban) return null;
  return {
    beneficiary: config.payment_banktransfer_beneficiary ?? '',
    iban: config.payment_banktransfer_iban,
    bank: config.payment_banktransfer_bank ?? '',
    instructions: config.payment_banktransfer_instructions ?? ''
  };
}

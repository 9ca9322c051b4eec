// Tests' answer to the bank-transfer account query: the seeded account of the embedded store.
import { GetBankTransferAccountDocument } from './bankTransfer.generated';

export const BANK_ACCOUNT = {
  beneficiary: 'Vitalis Nutrition Retail S.R.L.',
  iban: 'RO56 BTRL RONC RT04 5123 4501',
  bank: 'Banca Transilvania',
  instructions: 'Pay by bank transfer with the order number as the payment reference.'
};

export const bankTransferAccountMock = {
  request: { query: GetBankTransferAccountDocument },
  result: {
    data: {
      storeConfig: {
        __typename: 'StoreConfig' as const,
        store_code: 'en_storeview',
        payment_banktransfer_beneficiary: BANK_ACCOUNT.beneficiary,
        payment_banktransfer_iban: BANK_ACCOUNT.iban,
        payment_banktransfer_bank: BANK_ACCOUNT.bank,
        payment_banktransfer_instructions: BANK_ACCOUNT.instructions
      }
    }
  }
};

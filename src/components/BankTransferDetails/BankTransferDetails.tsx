// What a shopper paying by bank transfer needs: the instructions, the beneficiary, the IBAN (with a copy
// button), the bank, the amount and the payment reference — the order number once there is one. Shown at
// the payment step while bank transfer is chosen, on the receipt and on the order's page in the account;
// the order mail says the same.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import DescriptionRow from '../DescriptionRow';
import Price from '../Price';
import styles from './bankTransferDetails.module.css';

/** The account a bank-transfer order is paid into (the store's payment/banktransfer/* settings). */
export interface BankTransferAccount {
  beneficiary: string;
  iban: string;
  bank: string;
  instructions: string;
}

export interface BankTransferDetailsProps {
  account: BankTransferAccount;
  /** The order number, once the order is placed. */
  reference?: string;
  amount?: { value: number; currency: string };
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => setCopied(true));
      }}
    >
      {copied ? <FormattedMessage id="bankTransfer.copied" defaultMessage="Copied" /> : <FormattedMessage id="bankTransfer.copy" defaultMessage="Copy IBAN" />}
    </button>
  );
}

export default function BankTransferDetails({ account, reference, amount }: BankTransferDetailsProps) {
  return (
    <div className={styles.root} data-testid="bank-transfer">
      {account.instructions ? <p className={styles.instructions}>{account.instructions}</p> : null}
      <dl className={styles.details}>
        <DescriptionRow label={<FormattedMessage id="bankTransfer.beneficiary" defaultMessage="Beneficiary" />}>{account.beneficiary}</DescriptionRow>
        <DescriptionRow label="IBAN">
          <span className={styles.iban}>{account.iban}</span> <CopyButton text={account.iban.replace(/\s/g, '')} />
        </DescriptionRow>
        <DescriptionRow label={<FormattedMessage id="bankTransfer.bank" defaultMessage="Bank" />}>{account.bank}</DescriptionRow>
        {amount ? (
          <DescriptionRow label={<FormattedMessage id="bankTransfer.amount" defaultMessage="Amount" />}>
            <Price value={amount.value} currency={amount.currency} />
          </DescriptionRow>
        ) : null}
        <DescriptionRow label={<FormattedMessage id="bankTransfer.reference" defaultMessage="Payment reference" />}>
          {reference ? (
            <strong>{reference}</strong>
          ) : (
            <FormattedMessage id="bankTransfer.referenceLater" defaultMessage="your order number, which you get once the order is placed" />
          )}
        </DescriptionRow>
      </dl>
    </div>
  );
}

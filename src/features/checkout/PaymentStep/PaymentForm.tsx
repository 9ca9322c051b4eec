// Payment (informed): cash on delivery, bank transfer, a card (tokenised by the card processor into a
// nonce; the number goes nowhere else) with 'Save this card' for signed-in customers, or a saved card.
import { useFieldState, useFormApi } from 'informed';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { CheckboxField, RadioGroupField, SubmitForm, TextField } from '../../../components/Form';
import type { SavedCard } from '../checkoutAnswers';
import { textOf, toValidate, validationMessages } from '../../../components/Form/validators';
import { isCardNumber, isCvc, isExpiry } from '../validation';
import styles from '../CheckoutPage/checkoutPage.module.css';
import BankTransferDetails from '../BankTransfer';
import { BANK_TRANSFER_METHOD, CARD_METHOD, describeSavedCard, SAVED_CARD_METHOD, type CardValues } from './paymentMethods';

export interface PaymentFormProps {
  methods: ReadonlyArray<{ code: string; title: string }>;
  savedCards: SavedCard[];
  isSignedIn: boolean;
  initialCode: string;
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (code: string, card?: CardValues, publicHash?: string) => Promise<void>;
}

/** Groups of four digits as typed: "4111 1111 1111 1111". */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

const expiryCharacters = (value: string) => value.replace(/[^\d/]/g, '');
const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The methods arrive (and may change) with the cart's totals while the step is open. The shopper's
 * choice stays as long as it is still offered; a choice that is no longer offered falls back to the
 * first method. (Remounting the form on every change would throw a choice away mid-step.)
 */
function KeepChoiceOffered({ offered, fallback }: { offered: string[]; fallback: string }) {
  const formApi = useFormApi();
  const chosen = textOf(useFieldState('method').value);
  const offeredKey = offered.join('|');
  useEffect(() => {
    if (chosen && !offeredKey.split('|').includes(chosen)) formApi.setValue('method', fallback);
  }, [chosen, fallback, formApi, offeredKey]);
  return null;
}

/** Where to pay, shown while bank transfer is chosen (the reference comes with the order number). */
function BankTransferWhenChosen() {
  return useFieldState('method').value === BANK_TRANSFER_METHOD ? <BankTransferDetails /> : null;
}

/** The card's fields, shown while the card method is chosen. */
function CardFields({ isSignedIn }: { isSignedIn: boolean }) {
  const { formatMessage } = useIntl();
  const isCard = useFieldState('method').value === CARD_METHOD;
  const rules = useMemo(() => {
    // Only while the card is the chosen method: a card field whose unmount informed has not yet seen
    // (the shopper moved on to another method a moment ago) must not hold the form back.
    const whenCard =
      (validate: (value: unknown) => string | undefined) =>
      (value: unknown, values: Record<string, unknown>) =>
        values.method === CARD_METHOD ? validate(value) : undefined;
    return {
      number: whenCard(toValidate(isCardNumber, formatMessage)),
      expiry: whenCard(toValidate(isExpiry(), formatMessage)),
      cvc: whenCard(toValidate(isCvc, formatMessage))
    };
  }, [formatMessage]);
  if (!isCard) return null;
  return (
    <div className={styles.card}>
      <TextField
        name="number"
        label={formatMessage({ id: 'checkoutCard.number', defaultMessage: 'Card number' })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={23}
        normalize={formatCardNumber}
        validate={rules.number}
        isRequired
      />
      <div className={styles.twoColumns}>
        <TextField
          name="expiry"
          label={formatMessage({ id: 'checkoutCard.expiry', defaultMessage: 'Expiry date (MM/YY)' })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={formatMessage({ id: 'checkoutCard.expiryPlaceholder', defaultMessage: 'MM/YY' })}
          maxLength={7}
          normalize={expiryCharacters}
          validate={rules.expiry}
          isRequired
        />
        <TextField
          name="cvc"
          label={formatMessage({ id: 'checkoutCard.cvc', defaultMessage: 'Security code (CVC)' })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          normalize={digits}
          validate={rules.cvc}
          isRequired
        />
      </div>
      {isSignedIn ? (
        <CheckboxField name="save" label={<FormattedMessage id="checkoutCard.save" defaultMessage="Save this card for later purchases" />} />
      ) : null}
      <p className={styles.hint}>
        <FormattedMessage id="checkoutCard.secure" defaultMessage="The card details go straight to the card processor; we keep only the last 4 digits." />
      </p>
    </div>
  );
}

export default function PaymentForm({ methods, savedCards, isSignedIn, initialCode, isSubmitting, error, onSubmit }: PaymentFormProps) {
  const { formatMessage } = useIntl();
  const savedCardHint = formatMessage({ id: 'checkoutPayment.savedCard', defaultMessage: 'Saved card' });
  const options = [
    ...savedCards.map((card) => ({ value: `${SAVED_CARD_METHOD}:${card.public_hash}`, label: describeSavedCard(card), hint: savedCardHint })),
    ...methods.filter((method) => method.code !== SAVED_CARD_METHOD).map((method) => ({ value: method.code, label: method.title, hint: '' }))
  ];
  const initialMethod = options.some((option) => option.value === initialCode) ? initialCode : (options[0]?.value ?? '');
  // A refused payment is announced at the top of the step and brought into view (phones too).
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center' });
  }, [error]);
  const title = formatMessage({ id: 'checkout.paymentMethod', defaultMessage: 'Payment method' });

  return (
    <SubmitForm
      label={formatMessage({ id: 'checkout.payment', defaultMessage: 'Payment' })}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={{ method: initialMethod }}
      isBusy={isSubmitting}
      submitLabel={formatMessage({ id: 'checkout.reviewOrder', defaultMessage: 'Review order' })}
      onSubmit={(values) => {
        const method = textOf(values.method);
        if (method === CARD_METHOD) {
          return onSubmit(CARD_METHOD, { number: textOf(values.number), expiry: textOf(values.expiry), cvc: textOf(values.cvc), save: values.save === true });
        }
        if (method.startsWith(`${SAVED_CARD_METHOD}:`)) return onSubmit(SAVED_CARD_METHOD, undefined, method.slice(SAVED_CARD_METHOD.length + 1));
        return onSubmit(method);
      }}
    >
      {error ? (
        <p ref={errorRef} className={styles.stepError} role="alert">
          {error}
        </p>
      ) : null}
      <RadioGroupField
        name="method"
        legend={title}
        hideLegend
        options={options.map((option) => ({
          value: option.value,
          label: (
            <span className={styles.optionText}>
              <strong>{option.label}</strong>
              {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
            </span>
          )
        }))}
        className={styles.options}
        optionClassName={styles.option}
        validate={(value) => (value ? undefined : formatMessage(validationMessages.required))}
      />
      <KeepChoiceOffered offered={options.map((option) => option.value)} fallback={initialMethod} />
      <CardFields isSignedIn={isSignedIn} />
      <BankTransferWhenChosen />
    </SubmitForm>
  );
}

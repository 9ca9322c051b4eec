// Payment: cash on delivery, bank transfer, a card (tokenised by the card processor into a nonce; the
// number goes nowhere else) with 'Save this card' for signed-in customers, or a saved card.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';

import Button from '../../../components/Button';
import type { SavedCard } from '../checkout.gql';
import { isCardNumber, isCvc, isExpiry, validate } from '../validation';
import styles from './checkoutPage.module.css';
import { CARD_METHOD, SAVED_CARD_METHOD, type CardValues } from './useCheckoutPage';

export interface PaymentFormProps {
  methods: Array<{ code: string; title: string }>;
  savedCards: SavedCard[];
  isSignedIn: boolean;
  initialCode: string;
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (code: string, card?: CardValues, publicHash?: string) => Promise<void>;
}

export function describeSavedCard(card: SavedCard): string {
  try {
    const details = JSON.parse(card.details ?? '{}') as { brand?: string; type?: string; maskedCC?: string; expirationDate?: string };
    return `${details.brand ?? details.type ?? ''} •••• ${details.maskedCC ?? ''} (${details.expirationDate ?? ''})`.trim();
  } catch {
    return card.public_hash;
  }
}

/** Groups of four digits as typed: "4111 1111 1111 1111". */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export default function PaymentForm({ methods, savedCards, isSignedIn, initialCode, isSubmitting, error, onSubmit }: PaymentFormProps) {
  const { formatMessage } = useIntl();
  const id = useId();
  const options = [
    ...savedCards.map((card) => ({ value: `${SAVED_CARD_METHOD}:${card.public_hash}`, label: describeSavedCard(card), hint: formatMessage({ id: 'checkoutPayment.savedCard', defaultMessage: 'Saved card' }) })),
    ...methods.filter((method) => method.code !== SAVED_CARD_METHOD).map((method) => ({ value: method.code, label: method.title, hint: '' }))
  ];
  const [selected, setSelected] = useState<string>(
    options.some((option) => option.value === initialCode) ? initialCode : (options[0]?.value ?? '')
  );
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '', save: false });
  const [cardErrors, setCardErrors] = useState<Partial<Record<'number' | 'expiry' | 'cvc', MessageDescriptor>>>({});
  const isCard = selected === CARD_METHOD;
  // A refused payment is announced at the top of the step and brought into view (phones too).
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center' });
  }, [error]);

  const cardField = (name: 'number' | 'expiry' | 'cvc', label: MessageDescriptor, props: { autoComplete: string; placeholder?: string; maxLength: number }) => {
    const fieldId = `${id}-${name}`;
    const message = cardErrors[name];
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{formatMessage(label)}</label>
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          maxLength={props.maxLength}
          value={card[name]}
          aria-required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${fieldId}-error` : undefined}
          onChange={(event) => {
            const raw = event.target.value;
            const value = name === 'number' ? formatCardNumber(raw) : name === 'expiry' ? raw.replace(/[^\d/]/g, '') : raw.replace(/\D/g, '');
            setCard((current) => ({ ...current, [name]: value }));
          }}
        />
        {message ? (
          <p id={`${fieldId}-error`} className={styles.fieldError}>
            {formatMessage(message)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!selected) return;
        if (isCard) {
          const found = validate({ number: card.number, expiry: card.expiry, cvc: card.cvc }, { number: isCardNumber, expiry: isExpiry(), cvc: isCvc });
          setCardErrors(found);
          const first = Object.keys(found)[0];
          if (first) {
            document.getElementById(`${id}-${first}`)?.focus();
            return;
          }
          void onSubmit(CARD_METHOD, card);
          return;
        }
        if (selected.startsWith(`${SAVED_CARD_METHOD}:`)) {
          void onSubmit(SAVED_CARD_METHOD, undefined, selected.slice(SAVED_CARD_METHOD.length + 1));
          return;
        }
        void onSubmit(selected);
      }}
    >
      {error ? (
        <p ref={errorRef} className={styles.stepError} role="alert">
          {error}
        </p>
      ) : null}
      <fieldset className={styles.options}>
        <legend className={styles.visuallyHidden}>
          <FormattedMessage id="checkout.paymentMethod" defaultMessage="Payment method" />
        </legend>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input type="radio" name={`${id}-payment`} value={option.value} checked={selected === option.value} onChange={() => setSelected(option.value)} />
            <span className={styles.optionText}>
              <strong>{option.label}</strong>
              {option.hint ? <span className={styles.optionHint}>{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {isCard ? (
        <div className={styles.card}>
          {cardField('number', { id: 'checkoutCard.number', defaultMessage: 'Card number' }, { autoComplete: 'cc-number', placeholder: '1234 5678 9012 3456', maxLength: 23 })}
          <div className={styles.twoColumns}>
            {cardField('expiry', { id: 'checkoutCard.expiry', defaultMessage: 'Expiry date (MM/YY)' }, { autoComplete: 'cc-exp', placeholder: formatMessage({ id: 'checkoutCard.expiryPlaceholder', defaultMessage: 'MM/YY' }), maxLength: 7 })}
            {cardField('cvc', { id: 'checkoutCard.cvc', defaultMessage: 'Security code (CVC)' }, { autoComplete: 'cc-csc', maxLength: 4 })}
          </div>
          {isSignedIn ? (
            <label className={styles.checkbox}>
              <input type="checkbox" checked={card.save} onChange={(event) => setCard((current) => ({ ...current, save: event.target.checked }))} />
              <FormattedMessage id="checkoutCard.save" defaultMessage="Save this card for later purchases" />
            </label>
          ) : null}
          <p className={styles.hint}>
            <FormattedMessage id="checkoutCard.secure" defaultMessage="The card details go straight to the card processor; we keep only the last 4 digits." />
          </p>
        </div>
      ) : null}
      <Button type="submit" priority="high" disabled={isSubmitting || !selected} className={styles.continue}>
        <FormattedMessage id="checkout.reviewOrder" defaultMessage="Review order" />
      </Button>
    </form>
  );
}

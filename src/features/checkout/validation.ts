// The checkout's own field rules: the card (number, expiry, security code) and the delivery point. The
// rules every form shares (e-mail, address, phone) are in components/Form/validators.
import { defineMessages } from 'react-intl';

import { isRequired, validationMessages as sharedMessages, type Rule } from '../../components/Form/validators';

export const checkoutMessages = defineMessages({
  cardNumber: { id: 'checkoutValidation.cardNumber', defaultMessage: 'Enter the 16-digit card number.' },
  expiry: { id: 'checkoutValidation.expiry', defaultMessage: 'Enter the expiry date as MM/YY, not in the past.' },
  cvc: { id: 'checkoutValidation.cvc', defaultMessage: 'Enter the 3-digit security code.' },
  pickup: { id: 'checkoutValidation.pickup', defaultMessage: 'Choose the shop you will pick the order up from.' },
  locker: { id: 'checkoutValidation.locker', defaultMessage: 'Choose a parcel locker.' }
});

export const isCardNumber: Rule = (value) => {
  const digits = value.replace(/\s/g, '');
  if (!digits) return sharedMessages.required;
  return /^\d{13,19}$/.test(digits) ? undefined : checkoutMessages.cardNumber;
};

/** MM/YY (or MM/YYYY). */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** An expiry date of this month or later. */
export function isExpiry(now: Date = new Date()): Rule {
  return (value) => {
    const missing = isRequired(value);
    if (missing) return missing;
    const parsed = parseExpiry(value);
    if (!parsed) return checkoutMessages.expiry;
    const current = now.getFullYear() * 12 + now.getMonth() + 1;
    return parsed.year * 12 + parsed.month < current ? checkoutMessages.expiry : undefined;
  };
}

export const isCvc: Rule = (value) => isRequired(value) ?? (/^\d{3,4}$/.test(value.trim()) ? undefined : checkoutMessages.cvc);

// Field rules of the checkout forms. Each rule answers a message descriptor (shown under the field)
// or undefined when the value is fine. Romanian formats: 6-digit postcodes, 07xx or +40 phone numbers.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This is a required field.' },
  email: { id: 'validation.email', defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).' },
  postcode: { id: 'checkoutValidation.postcode', defaultMessage: 'Enter a postcode of 6 digits, such as 010011.' },
  telephone: { id: 'checkoutValidation.telephone', defaultMessage: 'Enter a phone number such as 0721 234 567 or +40 721 234 567.' },
  cardNumber: { id: 'checkoutValidation.cardNumber', defaultMessage: 'Enter the 16-digit card number.' },
  expiry: { id: 'checkoutValidation.expiry', defaultMessage: 'Enter the expiry date as MM/YY, not in the past.' },
  cvc: { id: 'checkoutValidation.cvc', defaultMessage: 'Enter the 3-digit security code.' },
  region: { id: 'checkoutValidation.region', defaultMessage: 'Choose a county.' },
  pickup: { id: 'checkoutValidation.pickup', defaultMessage: 'Choose the shop you will pick the order up from.' },
  locker: { id: 'checkoutValidation.locker', defaultMessage: 'Choose a parcel locker.' }
});

export type Rule = (value: string) => MessageDescriptor | undefined;

export const isRequired: Rule = (value) => (value.trim() ? undefined : validationMessages.required);

export const isEmail: Rule = (value) =>
  !value.trim() ? validationMessages.required : /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim()) ? undefined : validationMessages.email;

export const isPostcode: Rule = (value) =>
  !value.trim() ? validationMessages.required : /^\d{6}$/.test(value.trim()) ? undefined : validationMessages.postcode;

/** 07xx xxx xxx, 02x/03x landlines, or the same with +40 / 0040 instead of the leading 0. */
export const isTelephone: Rule = (value) => {
  if (!value.trim()) return validationMessages.required;
  const digits = value.replace(/[\s.\-()]/g, '');
  return /^(\+40|0040|0)[237]\d{8}$/.test(digits) ? undefined : validationMessages.telephone;
};

export const isCardNumber: Rule = (value) => {
  const digits = value.replace(/\s/g, '');
  if (!digits) return validationMessages.required;
  return /^\d{13,19}$/.test(digits) ? undefined : validationMessages.cardNumber;
};

/** MM/YY (or MM/YYYY), this month or later. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function isExpiry(now: Date = new Date()): Rule {
  return (value) => {
    if (!value.trim()) return validationMessages.required;
    const parsed = parseExpiry(value);
    if (!parsed) return validationMessages.expiry;
    const current = now.getFullYear() * 12 + now.getMonth() + 1;
    return parsed.year * 12 + parsed.month < current ? validationMessages.expiry : undefined;
  };
}

export const isCvc: Rule = (value) =>
  !value.trim() ? validationMessages.required : /^\d{3,4}$/.test(value.trim()) ? undefined : validationMessages.cvc;

/** Runs the rules over the values; answers the fields in error. */
export function validate<K extends string>(
  values: Record<K, string>,
  rules: Partial<Record<K, Rule>>
): Partial<Record<K, MessageDescriptor>> {
  const errors: Partial<Record<K, MessageDescriptor>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const message = rules[field]?.(values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}

/** A rule as an informed field validator, its message in the shopper's language. */
export function toValidate(rule: Rule, formatMessage: (descriptor: MessageDescriptor) => string): (value: unknown) => string | undefined {
  return (value) => {
    const message = rule(typeof value === 'string' ? value : value == null ? '' : String(value));
    return message ? formatMessage(message) : undefined;
  };
}

/** The text of an informed form value ('' for an emptied field, which informed leaves undefined). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

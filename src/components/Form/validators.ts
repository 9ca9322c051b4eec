// The store's field rules, in one place for every form (account, checkout, contact, reviews). A rule
// answers a react-intl descriptor (shown under the field) or undefined when the value is fine; the
// server checks everything again and its answer is shown too. Addresses follow Romania's formats: the
// store delivers in Romania only (6-digit postcodes; 07xx mobiles, 02x/03x landlines, or +40 / 0040).
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This is a required field.' },
  email: { id: 'validation.email', defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).' },
  postcode: { id: 'validation.postcode', defaultMessage: 'Enter a postcode of 6 digits, such as 010011.' },
  telephone: { id: 'validation.telephone', defaultMessage: 'Enter a phone number such as 0721 234 567 or +40 721 234 567.' },
  region: { id: 'validation.region', defaultMessage: 'Choose a county.' },
  taxId: { id: 'validation.taxId', defaultMessage: 'Enter the company\'s tax id (CUI), such as RO18547290 or 18547290.' },
  passwordLength: { id: 'validation.passwordLength', defaultMessage: 'Use at least 8 characters.' },
  passwordClasses: { id: 'validation.passwordClasses', defaultMessage: 'Use at least 3 of these: lower case, upper case, digits, special characters.' },
  passwordsMatch: { id: 'validation.passwordsMatch', defaultMessage: 'The passwords do not match.' }
});

export type Rule = (value: string) => MessageDescriptor | undefined;
/** An informed field validator (as the fields take it): the message in the shopper's language, or undefined. */
type Validate = (value: unknown, values?: Record<string, unknown>) => string | undefined;

export const MIN_PASSWORD_LENGTH = 8;
export const REQUIRED_CHARACTER_CLASSES = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const POSTCODE = /^\d{6}$/;
const TELEPHONE = /^(\+40|0040|0)[237]\d{8}$/;

/** The text of a form value ('' for an emptied field, which informed leaves undefined). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isValidPostcode(value: string): boolean {
  return POSTCODE.test(value.trim());
}

/** Spaces, dots, dashes and brackets between the digits are allowed. */
export function isValidTelephone(value: string): boolean {
  return TELEPHONE.test(value.replace(/[\s.\-()]/g, ''));
}

/** The control digit of a Romanian tax id (CUI) is computed from the others with this key. */
const TAX_ID_KEY = [7, 5, 3, 2, 1, 7, 5, 3, 2];

/**
 * A Romanian company's tax id (CUI / CIF): 2 to 10 digits, optionally after RO (registered for VAT),
 * the last a control digit: the others, right-aligned on the key 753217532, weighted and summed; times
 * 10, modulo 11 (10 counts as 0).
 */
export function isValidTaxId(value: string): boolean {
  const match = /^(?:RO)?(\d{2,10})$/.exec(value.replace(/\s/g, '').toUpperCase());
  if (!match) return false;
  const digits = match[1].split('').map(Number);
  const control = digits.pop()!;
  const weighted = digits.reverse().reduce((sum, digit, index) => sum + digit * TAX_ID_KEY[TAX_ID_KEY.length - 1 - index], 0);
  return ((weighted * 10) % 11) % 10 === control;
}

export const isRequired: Rule = (value) => (value.trim() ? undefined : validationMessages.required);
export const isEmail: Rule = (value) => isRequired(value) ?? (isValidEmail(value) ? undefined : validationMessages.email);
export const isPostcode: Rule = (value) => isRequired(value) ?? (isValidPostcode(value) ? undefined : validationMessages.postcode);
export const isTelephone: Rule = (value) => isRequired(value) ?? (isValidTelephone(value) ? undefined : validationMessages.telephone);
export const isRegion: Rule = (value) => (value.trim() ? undefined : validationMessages.region);
export const isTaxId: Rule = (value) => isRequired(value) ?? (isValidTaxId(value) ? undefined : validationMessages.taxId);
/** An optional phone number: empty, or a valid one. */
export const isOptionalTelephone: Rule = (value) => (value.trim() ? isTelephone(value) : undefined);

export interface PasswordCheck {
  length: boolean;
  lower: boolean;
  upper: boolean;
  digit: boolean;
  special: boolean;
  /** How many of the four character classes are used. */
  classes: number;
  ok: boolean;
}

/** The store's password policy (Magento: 8 characters, 3 character classes), rule by rule. */
export function checkPassword(password: string): PasswordCheck {
  const lower = /\p{Ll}/u.test(password);
  const upper = /\p{Lu}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  const special = /[^\p{Ll}\p{Lu}\p{Nd}]/u.test(password);
  const classes = [lower, upper, digit, special].filter(Boolean).length;
  const length = password.length >= MIN_PASSWORD_LENGTH;
  return { length, lower, upper, digit, special, classes, ok: length && classes >= REQUIRED_CHARACTER_CLASSES };
}

export const isPassword: Rule = (value) => {
  const missing = isRequired(value);
  if (missing) return missing;
  const check = checkPassword(value);
  if (!check.length) return validationMessages.passwordLength;
  return check.ok ? undefined : validationMessages.passwordClasses;
};

/** A rule as an informed field validator, its message in the shopper's language. */
export function toValidate(rule: Rule, formatMessage: IntlShape['formatMessage']): Validate {
  return (value) => {
    const message = rule(textOf(value));
    return message ? formatMessage(message) : undefined;
  };
}

/** Runs the rules over the values; answers the fields in error. */
export function validate<K extends string>(values: Record<K, string>, rules: Partial<Record<K, Rule>>): Partial<Record<K, MessageDescriptor>> {
  const errors: Partial<Record<K, MessageDescriptor>> = {};
  for (const field of Object.keys(rules) as K[]) {
    const message = rules[field]?.(values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}

/** The rules as informed validators bound to the current locale's messages. */
export function createValidators(intl: Pick<IntlShape, 'formatMessage'>) {
  const { formatMessage } = intl;
  const bind = (rule: Rule) => toValidate(rule, formatMessage);
  const required = bind(isRequired);
  /** Required and equal to another field (a repeated password). */
  const matches =
    (otherField: string): Validate =>
    (value, values) =>
      required(value) ?? (values && value !== values[otherField] ? formatMessage(validationMessages.passwordsMatch) : undefined);
  return {
    required,
    email: bind(isEmail),
    password: bind(isPassword),
    matches,
    postcode: bind(isPostcode),
    telephone: bind(isTelephone),
    optionalTelephone: bind(isOptionalTelephone),
    region: bind(isRegion),
    taxId: bind(isTaxId)
  };
}

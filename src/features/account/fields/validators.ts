// Client-side checks shared by the account forms. Messages are react-intl descriptors so every form
// shows the same wording; the server checks everything again and its answer is shown too.
import { defineMessages, type IntlShape } from 'react-intl';

export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This is a required field.' },
  email: { id: 'validation.email', defaultMessage: 'Please enter a valid email address (Ex: johndoe@domain.com).' },
  passwordLength: { id: 'accountValidation.passwordLength', defaultMessage: 'Use at least 8 characters.' },
  passwordClasses: {
    id: 'accountValidation.passwordClasses',
    defaultMessage: 'Use at least 3 of these: lower case, upper case, digits, special characters.'
  },
  passwordsMatch: { id: 'accountValidation.passwordsMatch', defaultMessage: 'The passwords do not match.' },
  postcodeRo: { id: 'accountValidation.postcodeRo', defaultMessage: 'A Romanian postcode has 6 digits.' },
  telephone: { id: 'accountValidation.telephone', defaultMessage: 'Please enter a valid phone number (Ex: 0722 123 456).' }
});

export type Validate = (value: unknown, values?: Record<string, unknown>) => string | undefined;

export const MIN_PASSWORD_LENGTH = 8;
export const REQUIRED_CHARACTER_CLASSES = 3;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RO_POSTCODE = /^\d{6}$/;
// Digits with optional leading + and spaces, dots, dashes or brackets between them: 9 to 15 digits.
const TELEPHONE = /^\+?[\d\s().-]+$/;

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

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function isValidRomanianPostcode(value: string): boolean {
  return RO_POSTCODE.test(value.trim());
}

export function isValidTelephone(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return TELEPHONE.test(trimmed) && digits >= 9 && digits <= 15;
}

/** Validators bound to the current locale's messages. */
export function createValidators(intl: Pick<IntlShape, 'formatMessage'>) {
  const { formatMessage } = intl;
  const required: Validate = (value) => (text(value) ? undefined : formatMessage(validationMessages.required));
  const email: Validate = (value) =>
    required(value) ?? (isValidEmail(text(value)) ? undefined : formatMessage(validationMessages.email));
  const password: Validate = (value) => {
    const missing = required(value);
    if (missing) return missing;
    const check = checkPassword(String(value));
    if (!check.length) return formatMessage(validationMessages.passwordLength);
    if (!check.ok) return formatMessage(validationMessages.passwordClasses);
    return undefined;
  };
  const matches =
    (otherField: string): Validate =>
    (value, values) =>
      required(value) ?? (values && value !== values[otherField] ? formatMessage(validationMessages.passwordsMatch) : undefined);
  const telephone: Validate = (value) =>
    required(value) ?? (isValidTelephone(text(value)) ? undefined : formatMessage(validationMessages.telephone));
  /** Postcode: required; 6 digits when the country is Romania. */
  const postcode =
    (countryField: string): Validate =>
    (value, values) => {
      const missing = required(value);
      if (missing) return missing;
      const country = values?.[countryField];
      if (country === 'RO' && !isValidRomanianPostcode(text(value))) return formatMessage(validationMessages.postcodeRo);
      return undefined;
    };
  return { required, email, password, matches, telephone, postcode };
}

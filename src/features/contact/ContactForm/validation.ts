// The contact form's checks (name, e-mail and comment required, telephone optional). A field
// error is a react-intl descriptor with the value it is about: an id, a default message and the value.
// The server's answers are sorted to the field they concern with the same shape.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { joinGraphQLErrors } from '../../../api/apollo/errors';
import { isEmail as emailRule, isOptionalTelephone, isRequired as requiredRule, type Rule } from '../../../components/Form/validators';

export interface FieldError {
  id: string;
  /** The English text (precompiled by the build, so not always a string at run time). */
  defaultMessage: MessageDescriptor['defaultMessage'];
  value: string;
}

export type ContactFieldName = 'name' | 'email' | 'telephone' | 'comment';
export type ContactValues = Partial<Record<ContactFieldName, string>>;
export type ContactFieldErrors = Partial<Record<ContactFieldName, FieldError>>;

/** The server's limits (server/services/contact.ts), enforced while typing. */
export const MAX_LENGTHS: Readonly<Record<ContactFieldName, number>> = { name: 255, email: 254, telephone: 64, comment: 10_000 };

const serverMessages = defineMessages({
  name: { id: 'contactForm.serverName', defaultMessage: 'Enter the Name and try again.' },
  comment: { id: 'contactForm.serverComment', defaultMessage: 'Enter the comment and try again.' },
  email: { id: 'contactForm.serverEmail', defaultMessage: 'The email address is invalid. Verify the email address and try again.' }
});

const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

function fieldError(message: MessageDescriptor, value: string): FieldError {
  // Spread, not an { id, defaultMessage } literal: the build precompiles only static message literals.
  return { ...message, id: message.id ?? '', value } as FieldError;
}

/** A shared field rule (components/Form/validators) answering a FieldError with the value it is about. */
function checkWith(rule: Rule): (value: unknown) => FieldError | undefined {
  return (value) => {
    const text = asText(value);
    const message = rule(text);
    return message ? fieldError(message, text) : undefined;
  };
}

export const isRequired = checkWith(requiredRule);
export const isEmail = checkWith(emailRule);
/** Optional; when given, a phone number as the store's other forms take it. */
export const isTelephone = checkWith(isOptionalTelephone);

interface ServerRule {
  pattern: RegExp;
  field: ContactFieldName;
  message: MessageDescriptor;
}

/** Magento's contactUs messages and the field each one is about. */
const SERVER_RULES: readonly ServerRule[] = [
  // Magento's messages, in English or as the Romanian view says them.
  { pattern: /Enter the Name|Introdu numele/i, field: 'name', message: serverMessages.name },
  { pattern: /Enter the comment|Scrie mesajul/i, field: 'comment', message: serverMessages.comment },
  { pattern: /email address is invalid|Adresa de e-mail nu este validă/i, field: 'email', message: serverMessages.email }
];

export interface SortedContactError {
  fieldErrors: ContactFieldErrors;
  /** A message for the whole form (the server's text), or null. */
  formError: string | null;
}

/** Each GraphQL error's message on its own (a message may contain commas). */
function serverMessagesOf(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map((item) => item.message);
  const nested = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(nested)) return nested.map((item) => joinGraphQLErrors(item));
  return [joinGraphQLErrors(error)];
}

/** Splits a failed contactUs call between the fields it names and the form. */
export function sortContactError(error: unknown, values: ContactValues): SortedContactError {
  const messages = serverMessagesOf(error);
  const fieldErrors: ContactFieldErrors = {};
  const rest: string[] = [];
  for (const part of messages.filter(Boolean)) {
    const rule = SERVER_RULES.find(({ pattern }) => pattern.test(part));
    if (rule) fieldErrors[rule.field] = fieldError(rule.message, values[rule.field] ?? '');
    else rest.push(part);
  }
  return { fieldErrors, formError: rest.length ? rest.join(', ') : null };
}

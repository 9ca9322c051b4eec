// Server answers → where the shopper sees them. Known Magento messages belong to a field (the e-mail that
// is taken, the wrong current password); anything else is shown for the whole form.
import { joinGraphQLErrors } from '../../../api/apollo/errors';

// The context that carries them to the fields is shared (src/components/Form).
export { ServerErrorsContext, useServerFieldError, type FieldErrors, type ServerErrorsValue } from '../../../components/Form';

/** A rule: the server message matches `pattern` → the error belongs to `field`. */
export interface FieldErrorRule {
  pattern: RegExp;
  field: string;
}

export interface SortedServerError {
  fieldErrors: Record<string, string>;
  formError: string | null;
}

/** Splits a failed call's messages between fields (by rule) and the form. */
export function sortServerError(error: unknown, rules: readonly FieldErrorRule[] = []): SortedServerError {
  const message = joinGraphQLErrors(error);
  if (!message) return { fieldErrors: {}, formError: null };
  const rule = rules.find(({ pattern }) => pattern.test(message));
  if (rule) return { fieldErrors: { [rule.field]: message }, formError: null };
  return { fieldErrors: {}, formError: message };
}

// Each in English and as the Romanian view says it (the store answers in its language).
export const DUPLICATE_EMAIL = /same email address already exists|Există deja un cont cu aceeași adresă de e-mail/i;
export const INVALID_LOGIN = /Invalid login or password|Adresa de e-mail sau parola nu sunt corecte/i;
export const PASSWORD_POLICY = /characters|classes of characters|password|caractere|parol/i;

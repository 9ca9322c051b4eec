// Server answers → where the shopper sees them. Errors with a known code belong to a field (the e-mail
// that is taken, the wrong current password); anything else is shown for the whole form. Codes, not
// messages, decide: the store answers in the store view's language.
import { joinGraphQLErrors } from '../../../api/apollo/errors';
import { hasErrorCode, type ServerErrorCode } from '../../../api/errorCodes';

/** A rule: the server error carries one of `code` (about one of `serverField`, when given) → it belongs to `field`. */
export interface FieldErrorRule {
  code: ServerErrorCode | readonly ServerErrorCode[];
  /** The input field the error names (extensions.field), as the API names it. */
  serverField?: string | readonly string[];
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
  const rule = rules.find(({ code, serverField }) => hasErrorCode(error, code, { field: serverField }));
  if (rule) return { fieldErrors: { [rule.field]: message }, formError: null };
  return { fieldErrors: {}, formError: message };
}

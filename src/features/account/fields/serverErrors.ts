// Server answers → where the shopper sees them. Known Magento messages belong to a field (the e-mail that
// is taken, the wrong current password); anything else is shown for the whole form.
import { createContext, useContext } from 'react';

import { joinGraphQLErrors } from '../../../api/apollo/errors';

export type FieldErrors = Readonly<Record<string, string>>;

export interface ServerErrorsValue {
  fieldErrors: FieldErrors;
  /** Forget a field's server error once the shopper changes the field. */
  clearFieldError(name: string): void;
}

export const ServerErrorsContext = createContext<ServerErrorsValue>({ fieldErrors: {}, clearFieldError: () => undefined });

export function useServerFieldError(name: string): { error: string | undefined; clear(): void } {
  const { fieldErrors, clearFieldError } = useContext(ServerErrorsContext);
  return { error: fieldErrors[name], clear: () => clearFieldError(name) };
}

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

export const DUPLICATE_EMAIL = /same email address already exists/i;
export const INVALID_LOGIN = /Invalid login or password/i;
export const PASSWORD_POLICY = /characters|classes of characters|password/i;

// Server answers that belong to one field (the e-mail that is taken, the wrong current password): the
// form puts them in context, the field shows the one for its name and forgets it once it is edited.
import { createContext, useContext } from 'react';

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

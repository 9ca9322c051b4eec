// The state of an account form's submission: whether it is under way, the error over the form and the
// errors on its fields, as sortServerError sorts the server's answer with the form's rules.
import { useCallback, useState } from 'react';

import { useFieldErrors } from '../../../components/Form';
import { sortServerError, type FieldErrorRule } from './serverErrors';

const NO_RULES: readonly FieldErrorRule[] = [];

export function useSubmitState(rules: readonly FieldErrorRule[] = NO_RULES) {
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { fieldErrors, setFieldErrors, clearFieldError } = useFieldErrors();

  /** A submission begins: busy, the errors of the last one gone. */
  const start = useCallback(() => {
    setIsBusy(true);
    setFormError(null);
    setFieldErrors({});
  }, [setFieldErrors]);

  /** The server refused: its errors on the fields they name, the rest (else `fallback`) over the form. */
  const fail = useCallback(
    (error: unknown, fallback: string | null = null) => {
      const sorted = sortServerError(error, rules);
      setFieldErrors(sorted.fieldErrors);
      setFormError(sorted.formError ?? fallback);
    },
    [rules, setFieldErrors]
  );

  /** A whole submission: start, `work`, a refusal sorted onto the form, and not busy once it is over. */
  const run = useCallback(
    async (work: () => Promise<void>) => {
      start();
      try {
        await work();
      } catch (error) {
        fail(error);
      } finally {
        setIsBusy(false);
      }
    },
    [fail, start]
  );

  return { isBusy, setIsBusy, formError, setFormError, fieldErrors, clearFieldError, start, fail, run };
}

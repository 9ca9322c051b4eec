// Forgot-password talon: requestPasswordResetEmail through the user slice's reset-password request and
// receive. The confirmation never says whether the address has an account (the server answers the same).
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';

import { useAppDispatch } from '../../../store/hooks';
import { resetPassword } from '../../../store/user/asyncActions';
import { sortServerError } from '../fields';
import { RequestPasswordResetEmailDocument } from './forgotPassword.generated';

export function useForgotPassword() {
  const dispatch = useAppDispatch();
  const [requestEmail] = useMutation(RequestPasswordResetEmailDocument);
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submittedEmail, setSubmittedEmail] = useState<string | null>(null);

  const handleSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      const email = String(values.email ?? '').trim();
      setIsBusy(true);
      setFormError(null);
      let failure: unknown = null;
      await dispatch(
        resetPassword({
          email,
          request: async (address) => {
            try {
              await requestEmail({ variables: { email: address } });
            } catch (error) {
              failure = error;
              throw error;
            }
          }
        })
      );
      setIsBusy(false);
      if (failure) setFormError(sortServerError(failure).formError);
      else setSubmittedEmail(email);
    },
    [dispatch, requestEmail]
  );

  return { handleSubmit, isBusy, formError, submittedEmail, tryAgain: () => setSubmittedEmail(null) };
}

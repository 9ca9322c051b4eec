// Reset-password talon: the token from ?token=, the shopper's e-mail and new password → resetPassword.
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { hasErrorCode } from '../../../api/errorCodes';
import { showToast } from '../../../lib/toasts';
import { useSubmitState, type FieldErrorRule } from '../fields';
import { ResetPasswordDocument } from './resetPassword.generated';

const RESET_PASSWORD_RULES: readonly FieldErrorRule[] = [{ code: 'PASSWORD_POLICY', field: 'newPassword' }];

export function useResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { formatMessage } = useIntl();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const { isBusy, setIsBusy, formError, setFormError, fieldErrors, clearFieldError, start, fail } = useSubmitState(RESET_PASSWORD_RULES);
  const [isDone, setIsDone] = useState(false);

  const handleSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      start();
      try {
        await resetPassword({
          variables: { email: String(values.email ?? '').trim(), token, newPassword: String(values.newPassword ?? '') }
        });
        setIsDone(true);
        showToast('success', formatMessage({ id: 'resetPassword.success', defaultMessage: 'Your new password has been saved.' }));
      } catch (error) {
        // Magento answers every bad, used or expired link with one message; say what to do about it.
        if (hasErrorCode(error, 'PASSWORD_RESET_LINK_INVALID')) {
          setFormError(
            formatMessage({
              id: 'resetPassword.linkInvalid',
              defaultMessage: 'This link does not work for this email address, or it has expired or been used. Ask for a new link.'
            })
          );
        } else {
          fail(error);
        }
      } finally {
        setIsBusy(false);
      }
    },
    [fail, formatMessage, resetPassword, setFormError, setIsBusy, start, token]
  );

  return { token, handleSubmit, isBusy, formError, fieldErrors, clearFieldError, isDone };
}

// Create-account talon: createCustomerV2, then the same sign-in as the sign-in form (token, cart merge,
// details). An e-mail already in use is shown at the e-mail field; a password the server refuses at the
// password field.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';

import { showToast } from '../../../lib/toasts';
import { userActions } from '../../../store/user/actions';
import { useAppDispatch } from '../../../store/hooks';
import { sortServerError, useFieldErrors } from '../fields';
import { createSignInGateway, signInAndMergeCart } from '../session/signInFlow';
import { CreateAccountDocument } from './createAccount.generated';

export interface UseCreateAccountProps {
  onCreated?: () => void;
}

export function useCreateAccount({ onCreated }: UseCreateAccountProps = {}) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const [createAccount] = useMutation(CreateAccountDocument);
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { fieldErrors, setFieldErrors, clearFieldError } = useFieldErrors();

  const handleSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      const input = {
        firstname: String(values.firstname ?? '').trim(),
        lastname: String(values.lastname ?? '').trim(),
        email: String(values.email ?? '').trim(),
        password: String(values.password ?? ''),
        is_subscribed: Boolean(values.is_subscribed)
      };
      setIsBusy(true);
      setFormError(null);
      setFieldErrors({});
      dispatch(userActions.createAccount.request());
      try {
        await createAccount({ variables: { input } });
        dispatch(userActions.createAccount.receive());
      } catch (error) {
        dispatch(userActions.createAccount.receive(error instanceof Error ? error : new Error(String(error))));
        const sorted = sortServerError(error, [
          { code: 'EMAIL_TAKEN', field: 'email' },
          { code: 'PASSWORD_POLICY', field: 'password' }
        ]);
        setFieldErrors(sorted.fieldErrors);
        setFormError(sorted.formError);
        setIsBusy(false);
        return;
      }
      try {
        await dispatch(signInAndMergeCart(createSignInGateway(client), { email: input.email, password: input.password }));
      } catch (error) {
        setFormError(sortServerError(error).formError);
        setIsBusy(false);
        return;
      }
      showToast('success', formatMessage({ id: 'createAccount.success', defaultMessage: 'Welcome, {name}! Your account was created.' }, { name: input.firstname }));
      setIsBusy(false);
      onCreated?.();
    },
    [client, createAccount, dispatch, formatMessage, onCreated, setFieldErrors]
  );

  return { handleSubmit, isBusy, formError, fieldErrors, clearFieldError };
}

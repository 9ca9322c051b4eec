// Create-account talon: createCustomerV2, then the same sign-in as the sign-in form (token, cart merge,
// details). An e-mail already in use is shown at the e-mail field; a password the server refuses at the
// password field.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { showToast } from '../../../lib/toasts';
import { userActions } from '../../../store/user/actions';
import { useAppDispatch } from '../../../store/hooks';
import { sortServerError, useSubmitState, type FieldErrorRule } from '../fields';
import { createSignInGateway, signInAndMergeCart } from '../session/signInFlow';
import { CreateAccountDocument } from './createAccount.generated';

const CREATE_ACCOUNT_RULES: readonly FieldErrorRule[] = [
  { code: 'EMAIL_TAKEN', field: 'email' },
  { code: 'PASSWORD_POLICY', field: 'password' }
];

export interface UseCreateAccountProps {
  onCreated?: () => void;
}

export function useCreateAccount({ onCreated }: UseCreateAccountProps = {}) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const [createAccount] = useMutation(CreateAccountDocument);
  const { isBusy, setIsBusy, formError, setFormError, fieldErrors, clearFieldError, start, fail } = useSubmitState(CREATE_ACCOUNT_RULES);

  const handleSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      const input = {
        firstname: String(values.firstname ?? '').trim(),
        lastname: String(values.lastname ?? '').trim(),
        email: String(values.email ?? '').trim(),
        password: String(values.password ?? ''),
        is_subscribed: Boolean(values.is_subscribed)
      };
      start();
      dispatch(userActions.createAccount.request());
      try {
        await createAccount({ variables: { input } });
        dispatch(userActions.createAccount.receive());
      } catch (error) {
        dispatch(userActions.createAccount.receive(error instanceof Error ? error : new Error(String(error))));
        fail(error);
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
    [client, createAccount, dispatch, fail, formatMessage, onCreated, setFormError, setIsBusy, start]
  );

  return { handleSubmit, isBusy, formError, fieldErrors, clearFieldError };
}

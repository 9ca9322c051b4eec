// Sign-in talon: the token, the guest cart merged into the customer's cart, the customer's details
// (signInAndMergeCart), a success toast. Wrong credentials are shown for the form (Magento does not say
// which of the two was wrong).
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { isOffline, offlineMessages } from '../../../api/offline';
import { showToast } from '../../../lib/toasts';
import { useAppDispatch } from '../../../store/hooks';
import { useSubmitState } from '../fields';
import { createSignInGateway, signInAndMergeCart } from '../session/signInFlow';

export interface UseSignInProps {
  onSignIn?: () => void;
}

export function useSignIn({ onSignIn }: UseSignInProps = {}) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const { isBusy, setIsBusy, formError, setFormError, fieldErrors, clearFieldError, start, fail } = useSubmitState();

  const handleSubmit = useCallback(
    async (values: Record<string, unknown>) => {
      const email = String(values.email ?? '').trim();
      const password = String(values.password ?? '');
      // Offline: say so instead of "Failed to fetch"; the form keeps what was typed.
      if (isOffline()) return setFormError(formatMessage(offlineMessages.signIn));
      start();
      try {
        await dispatch(signInAndMergeCart(createSignInGateway(client), { email, password }));
        showToast('success', formatMessage({ id: 'signIn.success', defaultMessage: 'You are signed in.' }));
        setIsBusy(false);
        onSignIn?.();
      } catch (error) {
        fail(error, formatMessage({ id: 'signIn.failed', defaultMessage: 'Signing in did not work. Please try again.' }));
        setIsBusy(false);
      }
    },
    [client, dispatch, fail, formatMessage, onSignIn, setFormError, setIsBusy, start]
  );

  return { handleSubmit, isBusy, formError, fieldErrors, clearFieldError };
}

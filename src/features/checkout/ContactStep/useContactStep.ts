// The contact step's talon (guests): the e-mail the order confirmation goes to. It is set on the cart at
// once (Magento's setGuestEmailOnCart), so a reload before the address step keeps it; an address that
// already has an account is offered sign-in, with the way back to the checkout.
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { signInPathFor } from '../../../app/ProtectedRoute';
import { useStoreView } from '../../../components/storeView';
import { editOrder, type CheckoutDeps } from '../../../store/checkout/asyncActions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { IsEmailAvailableDocument } from '../checkout.generated';

export interface ContactStepInput {
  deps: CheckoutDeps;
  email: string;
  onDone: (email: string) => void;
}

export function useContactStep({ deps, email, onDone }: ContactStepInput) {
  const dispatch = useAppDispatch();
  const client = useApolloClient();
  const view = useStoreView();
  const { pathname } = useLocation();
  const cartId = useAppSelector((state) => state.cart.cartId);
  const addressEmail = useAppSelector((state) => state.checkout.shippingAddress?.email);
  const [existingAccount, setExistingAccount] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const submit = useCallback(
    async (entered: string) => {
      setIsSubmitting(true);
      try {
        if (cartId) await deps.gateway.setGuestEmail(cartId, entered).catch(() => undefined);
        try {
          const { data } = await client.query({ query: IsEmailAvailableDocument, variables: { email: entered }, fetchPolicy: 'network-only' });
          setExistingAccount(data?.isEmailAvailable?.is_email_available === false);
        } catch {
          setExistingAccount(false);
        }
        onDone(entered);
        // A changed e-mail goes to the cart with the address: the address is confirmed again.
        if (addressEmail && addressEmail !== entered) dispatch(editOrder('address'));
      } finally {
        setIsSubmitting(false);
      }
    },
    [addressEmail, cartId, client, deps.gateway, dispatch, onDone]
  );

  return {
    email,
    existingAccount,
    isSubmitting,
    submit,
    signInPath: signInPathFor(view.basePath, pathname)
  };
}

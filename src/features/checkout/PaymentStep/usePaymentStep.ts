// The payment step's talon: the methods the cart offers, the customer's saved cards, and the choice. A
// new card goes to the card processor through the checkout gateway first; the order carries only the
// processor's nonce and the last digits.
import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';

import { checkoutActions, type PaymentMethod } from '../../../store/checkout/actions';
import { editOrder, submitPaymentMethod, type CheckoutDeps } from '../../../store/checkout/asyncActions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { GetSavedCardsDocument } from '../checkout.generated';
import { savedCards as savedCardsOf } from '../checkoutAnswers';
import { CARD_METHOD, describePayment, SAVED_CARD_METHOD, toCardDetails, type CardValues } from './paymentMethods';

export function usePaymentStep({ deps, methods }: { deps: CheckoutDeps; methods: ReadonlyArray<{ code: string; title: string }> }) {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const paymentCode = useAppSelector((state) => state.checkout.paymentCode);
  const paymentData = useAppSelector((state) => state.checkout.paymentData);
  const isBusy = useAppSelector((state) => state.checkout.isSubmitting);
  const error = useAppSelector((state) => state.checkout.paymentMethodError);

  const cardsQuery = useQuery(GetSavedCardsDocument, { skip: !isSignedIn, fetchPolicy: 'network-only' });
  const savedCards = savedCardsOf(cardsQuery.data).filter((card) => card.payment_method_code === CARD_METHOD);

  const [isTokenizing, setIsTokenizing] = useState(false);
  const submit = useCallback(
    async (code: string, card?: CardValues, publicHash?: string) => {
      let method: PaymentMethod = { code, data: null };
      if (code === CARD_METHOD && card) {
        setIsTokenizing(true);
        try {
          const token = await deps.gateway.tokenizeCard(toCardDetails(card));
          method = { code, data: { nonce: token.nonce, is_active_payment_token_enabler: isSignedIn && card.save, brand: token.brand, last4: token.last4 } };
        } catch (failure) {
          dispatch(checkoutActions.paymentMethod.reject(failure instanceof Error ? failure : new Error(String(failure))));
          return;
        } finally {
          setIsTokenizing(false);
        }
      } else if (code === SAVED_CARD_METHOD && publicHash) {
        const saved = savedCards.find((candidate) => candidate.public_hash === publicHash);
        method = { code, data: { public_hash: publicHash, details: saved?.details ?? null } };
      }
      try {
        await dispatch(submitPaymentMethod(method));
      } catch {
        // Shown at the step (paymentMethodError).
      }
    },
    [deps.gateway, dispatch, isSignedIn, savedCards]
  );

  return {
    methods,
    savedCards,
    isSignedIn,
    initialCode: paymentCode,
    summary: paymentCode ? describePayment({ code: paymentCode, data: paymentData }, methods) : '',
    isSubmitting: isBusy || isTokenizing,
    error: error?.message ?? null,
    submit,
    edit: () => dispatch(editOrder('paymentMethod'))
  };
}

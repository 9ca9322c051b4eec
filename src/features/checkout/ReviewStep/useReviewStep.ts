// The review step's talon: the checkout agreements to accept (terms, privacy), then places the order
// with the accepted ones and what the receipt says of the delivery and payment chosen, once per click streak. A refused order (a declined card…) sends the shopper back to the payment step with the reason,
// the cart intact and the used card nonce dropped, so the next try starts with a fresh one.
import { useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';

import { storageKeys } from '../../../api/storage';
import { useCompanyDetails } from '../../../components/CompanyDetails';
import { useGo } from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { checkoutActions, type ShippingMethod } from '../../../store/checkout/actions';
import { editOrder, submitOrder, type CheckoutDeps } from '../../../store/checkout/asyncActions';
import { TERMS_PATH } from '../../../lib/footerLinks';
import { WITHDRAWAL_PATH } from '../../../lib/legal';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { GetCheckoutAgreementsDocument } from '../checkout.generated';
import { paymentMethodsOf, type CheckoutTotals } from '../checkoutAnswers';
import { describePayment } from '../PaymentStep/paymentMethods';
import { buildReceiptChoices } from './receiptModel';

export interface ReviewStepInput {
  deps: CheckoutDeps;
  totals: CheckoutTotals | null;
  chosenMethod: ShippingMethod | null;
}

export function useReviewStep({ deps, totals, chosenMethod }: ReviewStepInput) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const go = useGo();
  const view = useStoreView();
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const payment = useAppSelector((state) => state.checkout.paymentCode);
  const paymentData = useAppSelector((state) => state.checkout.paymentData);
  const company = useCompanyDetails();
  const error = useAppSelector((state) => state.checkout.orderError);

  // A back end without agreements (or without the query) has none to accept.
  const agreementsQuery = useQuery(GetCheckoutAgreementsDocument, { errorPolicy: 'ignore' });
  const agreements = (agreementsQuery.data?.checkoutAgreements ?? []).flatMap((agreement) => (agreement && agreement.mode === 'MANUAL' ? [agreement] : []));
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(() => new Set());
  const [showMissing, setShowMissing] = useState(false);
  const missing = agreements.filter((agreement) => !accepted.has(agreement.agreement_id)).map((agreement) => agreement.agreement_id);
  const toggleAgreement = useCallback((id: number, checked: boolean) => {
    setAccepted((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const placingRef = useRef(false);
  const placeOrder = useCallback(async () => {
    if (placingRef.current) return;
    if (missing.length) {
      setShowMissing(true);
      document.getElementById(`agreement-${missing[0]}`)?.focus();
      return;
    }
    placingRef.current = true;
    const { checkout } = store.getState();
    const choices = buildReceiptChoices({
      totals,
      shippingMethod: chosenMethod,
      paymentTitle: describePayment({ code: checkout.paymentCode, data: checkout.paymentData }, paymentMethodsOf(totals))
    });
    try {
      await dispatch(submitOrder(deps, choices, [...accepted]));
    } catch {
      placingRef.current = false;
      const refusal = store.getState().checkout.orderError;
      store.extra.storage.removeItem(storageKeys.paymentMethod);
      dispatch(checkoutActions.paymentMethod.accept({ code: '', data: null }));
      if (refusal) dispatch(checkoutActions.paymentMethod.reject(refusal));
      dispatch(editOrder('paymentMethod'));
      return;
    }
    // placingRef stays set: this page is done.
    go(inStore(view, '/checkout/receipt'), { replace: true });
  }, [accepted, chosenMethod, deps, dispatch, go, missing, store, totals, view]);

  const total = totals?.prices?.grand_total;
  const shipping = totals?.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method ?? null;
  return {
    isSubmitting,
    error: error?.message ?? null,
    // What the shopper sees right before the button that binds them (OUG 34/2014 art. 6 and 8(2)): the
    // total with VAT and delivery, the delivery and its time (the method's title says it), the payment,
    // the seller, and the right to withdraw with where to exercise it.
    terms: {
      total: total?.value != null && total.currency ? { value: total.value, currency: total.currency } : null,
      delivery: shipping ? [shipping.carrier_title, shipping.method_title].filter(Boolean).join(' – ') : (chosenMethod?.title ?? ''),
      deliveryAmount: shipping?.amount.value ?? null,
      payment: payment ? describePayment({ code: payment, data: paymentData }, paymentMethodsOf(totals)) : '',
      company,
      withdrawalHref: inStore(view, WITHDRAWAL_PATH),
      termsHref: inStore(view, TERMS_PATH)
    },
    placeOrder,
    agreements: agreements.map((agreement) => ({
      id: agreement.agreement_id,
      checkboxText: agreement.checkbox_text,
      html: agreement.is_html ? agreement.content : '',
      text: agreement.is_html ? '' : agreement.content,
      accepted: accepted.has(agreement.agreement_id),
      showMissing: showMissing && !accepted.has(agreement.agreement_id)
    })),
    toggleAgreement
  };
}

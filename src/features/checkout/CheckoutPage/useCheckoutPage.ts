// The checkout page's talon: what the steps share. It begins the checkout with what the shopper entered
// before (browser storage), knows which step is open, keeps the guest's e-mail and the chosen delivery
// (with its shop or locker) across steps, and reads the cart's totals for the order summary, the
// payment methods and the receipt. Each step has its own talon for its form and submit.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';

import { storageKeys } from '../../../api/storage';
import { inStore, useStoreView } from '../../../components/storeView';
import { lineTotal, priceSummaryModel } from '../../../lib/priceSummary';
import { cartItems } from '../../../store/cart/selectors';
import type { ShippingMethod } from '../../../store/checkout/actions';
import { beginCheckout } from '../../../store/checkout/asyncActions';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { paymentMethodsOf, regionsOf } from '../checkoutAnswers';
import { GetCheckoutCustomerDocument, GetCheckoutRegionsDocument, GetCheckoutTotalsDocument } from '../checkout.generated';
import type { OrderSummaryLine } from '../OrderSummary/OrderSummary';
import { CHECKOUT_COUNTRY, useCheckoutDeps } from '../useCheckoutDeps';
import { activeStep, stepPlaces } from './checkoutSteps';

export function useCheckoutPage() {
  const dispatch = useAppDispatch();
  const { storage } = useAppStore().extra;
  const view = useStoreView();

  const checkout = useAppSelector((state) => state.checkout);
  const cartId = useAppSelector((state) => state.cart.cartId);
  const details = useAppSelector((state) => state.cart.details);
  const isCartLoading = useAppSelector((state) => state.cart.isLoading);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const currentUser = useAppSelector((state) => state.user.currentUser);

  useEffect(() => {
    dispatch(beginCheckout());
  }, [dispatch]);

  const regionsQuery = useQuery(GetCheckoutRegionsDocument, { variables: { countryId: CHECKOUT_COUNTRY } });
  const regions = useMemo(() => regionsOf(regionsQuery.data), [regionsQuery.data]);
  const deps = useCheckoutDeps(regions);
  const customerQuery = useQuery(GetCheckoutCustomerDocument, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });

  // Contact (guests): the e-mail, kept with the shipping address once that is saved, and on the cart.
  const [contactEmail, setContactEmail] = useState<string>(() => checkout.shippingAddress?.email ?? '');
  const [contactDone, setContactDone] = useState<boolean>(() => Boolean(storage.getItem(storageKeys.shippingAddress)));
  const onContactDone = useCallback((email: string) => {
    setContactEmail(email);
    setContactDone(true);
  }, []);
  useEffect(() => {
    if (checkout.shippingAddress?.email && !contactEmail) onContactDone(checkout.shippingAddress.email);
  }, [checkout.shippingAddress, contactEmail, onContactDone]);

  // The full chosen method (with its shop or locker), as stored; the state keeps only its carrier.
  const [chosenMethod, setChosenMethod] = useState<ShippingMethod | null>(() => storage.getItem<ShippingMethod>(storageKeys.shippingMethod) ?? null);

  const step = activeStep({
    isSignedIn,
    contactDone,
    hasShippingAddress: Boolean(checkout.shippingAddress),
    hasShippingMethod: Boolean(checkout.shippingMethod && chosenMethod),
    hasBillingAddress: Boolean(checkout.billingAddress),
    hasPayment: Boolean(checkout.paymentCode),
    editing: checkout.editing
  });

  const totalsQuery = useQuery(GetCheckoutTotalsDocument, { variables: { cartId: cartId ?? '' }, skip: !cartId, fetchPolicy: 'network-only' });
  const { refetch: refetchTotals } = totalsQuery;
  const totals = totalsQuery.data?.cart ?? null;
  // A guest who gave the e-mail and reloaded: the cart has it.
  const cartEmail = totals?.email ?? null;
  useEffect(() => {
    if (!isSignedIn && !contactEmail && cartEmail) onContactDone(cartEmail);
  }, [cartEmail, contactEmail, isSignedIn, onContactDone]);
  // Every step can change the sums (shipping, payment fee…): read them again as the shopper moves on.
  useEffect(() => {
    if (cartId) void refetchTotals().catch(() => undefined);
  }, [cartId, refetchTotals, step, details]);

  const items = cartItems(details);
  const lines: OrderSummaryLine[] = items.map((item) => ({
    uid: item.uid,
    quantity: item.quantity,
    name: item.product.name,
    options: (item.configurable_options ?? []).map((option) => option.value_label).join(', '),
    total: item.prices ? { value: lineTotal(item.prices.price.value, item.quantity), currency: item.prices.price.currency } : null
  }));
  const signedInEmail = currentUser.email || customerQuery.data?.customer?.email || '';

  return {
    isLoading: (!details && (isCartLoading || !cartId)) || (isSignedIn && customerQuery.loading && !customerQuery.data),
    isEmpty: items.length === 0,
    homePath: view.homePath,
    cartPath: inStore(view, '/cart'),
    isSignedIn,
    signedInEmail,
    places: stepPlaces(step, isSignedIn),
    deps,
    contactEmail,
    onContactDone,
    editContact: () => setContactDone(false),
    chosenMethod,
    onMethodChosen: setChosenMethod,
    paymentMethods: paymentMethodsOf(totals),
    totals,
    lines,
    summary: priceSummaryModel(totals)
  };
}

// The checkout's talon. Steps a shopper sees, in order: contact (guests), shipping address, shipping
// method, billing address, payment, review. Each step submits through the checkout thunks (spec §4:
// submit → accept / reject, the error kept per step and shown there); what was entered is kept in
// browser storage, so a reload resumes where the shopper was.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { storageKeys } from '../../../api/storage';
import { signInPathFor } from '../../../app/ProtectedRoute';
import { inStore, storeViewForPath } from '../../../components/storeView';
import { cartItems } from '../../../store/cart/selectors';
import { checkoutActions, type PaymentMethod, type ShippingMethod } from '../../../store/checkout/actions';
import {
  beginCheckout,
  editOrder,
  submitBillingAddress,
  submitOrder,
  submitPaymentMethod,
  submitShippingAddress,
  submitShippingMethod
} from '../../../store/checkout/asyncActions';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store/hooks';
import { useGo } from '../../cart';
import { fromAddressValues, toAddressValues, type AddressValues } from '../AddressForm';
import {
  GET_CHECKOUT_CUSTOMER,
  GET_CHECKOUT_TOTALS,
  GET_PARCEL_LOCKERS,
  GET_PICKUP_SHOPS,
  GET_REGIONS,
  GET_SAVED_CARDS,
  IS_EMAIL_AVAILABLE
} from '../checkout.gql';
import { buildReceipt } from '../receiptModel';
import { CHECKOUT_COUNTRY, useCheckoutDeps, useRestClient } from '../useCheckoutDeps';

export type CheckoutStep = 'contact' | 'address' | 'shippingMethod' | 'billing' | 'payment' | 'review';

export const PICKUP_METHOD = { carrier_code: 'instore', method_code: 'pickup' } as const;
export const LOCKER_METHOD = { carrier_code: 'easybox', method_code: 'locker' } as const;
/** Sandbox card processor, the saved-card (vault) variant. */
export const CARD_METHOD = 'sandboxcard';
export const SAVED_CARD_METHOD = 'sandboxcard_cc_vault';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  save: boolean;
}

export function methodKey(method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>): string {
  return `${method.carrier_code}/${method.method_code}`;
}

function errorMessage(error: Error | null | undefined): string | null {
  return error ? error.message : null;
}

/** Which step is open: the first one still missing, or the one being edited. */
export function activeStep(input: {
  isSignedIn: boolean;
  contactDone: boolean;
  hasShippingAddress: boolean;
  hasShippingMethod: boolean;
  hasBillingAddress: boolean;
  hasPayment: boolean;
  editing: string | null;
}): CheckoutStep {
  if (!input.isSignedIn && !input.contactDone) return 'contact';
  if (!input.hasShippingAddress || input.editing === 'address') return 'address';
  if (!input.hasShippingMethod || input.editing === 'shippingMethod') return 'shippingMethod';
  if (!input.hasBillingAddress || input.editing === 'billingAddress') return 'billing';
  if (!input.hasPayment || input.editing === 'paymentMethod') return 'payment';
  return 'review';
}

export function useCheckoutPage() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { storage } = store.extra;
  const client = useApolloClient();
  const rest = useRestClient();
  const go = useGo();
  const { formatMessage } = useIntl();
  const { pathname } = useLocation();
  const view = storeViewForPath(pathname);
  const storeId = view.code === 'en_storeview' ? 2 : 1;

  const checkout = useAppSelector((state) => state.checkout);
  const cartId = useAppSelector((state) => state.cart.cartId);
  const details = useAppSelector((state) => state.cart.details);
  const isCartLoading = useAppSelector((state) => state.cart.isLoading);
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const currentUser = useAppSelector((state) => state.user.currentUser);

  useEffect(() => {
    dispatch(beginCheckout());
  }, [dispatch]);

  const regionsQuery = useQuery(GET_REGIONS, { variables: { countryId: CHECKOUT_COUNTRY } });
  const regions = useMemo(() => regionsQuery.data?.country?.available_regions ?? [], [regionsQuery.data]);
  const deps = useCheckoutDeps(regions);

  const customerQuery = useQuery(GET_CHECKOUT_CUSTOMER, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const savedAddresses = customerQuery.data?.customer?.addresses ?? [];
  const cardsQuery = useQuery(GET_SAVED_CARDS, { skip: !isSignedIn, fetchPolicy: 'network-only' });
  const savedCards = (cardsQuery.data?.customerPaymentTokens?.items ?? []).filter((card) => card.payment_method_code === CARD_METHOD);

  // Contact (guests): the email, kept with the shipping address once that is saved.
  const [contactEmail, setContactEmail] = useState<string>(() => checkout.shippingAddress?.email ?? '');
  const [contactDone, setContactDone] = useState<boolean>(() => Boolean(storage.getItem(storageKeys.shippingAddress)));
  const [existingAccount, setExistingAccount] = useState(false);
  useEffect(() => {
    if (checkout.shippingAddress?.email && !contactEmail) {
      setContactEmail(checkout.shippingAddress.email);
      setContactDone(true);
    }
  }, [checkout.shippingAddress, contactEmail]);

  const submitContact = useCallback(
    async (email: string) => {
      setContactEmail(email);
      // On the cart at once (Magento's setGuestEmailOnCart): a reload before the address step keeps it.
      if (cartId && !isSignedIn) await deps.gateway.setGuestEmail(cartId, email).catch(() => undefined);
      try {
        const { data } = await client.query({ query: IS_EMAIL_AVAILABLE, variables: { email }, fetchPolicy: 'network-only' });
        setExistingAccount(data?.isEmailAvailable?.is_email_available === false);
      } catch {
        setExistingAccount(false);
      }
      setContactDone(true);
      // A changed email goes to the cart with the address: confirm the address again.
      if (checkout.shippingAddress && checkout.shippingAddress.email !== email) dispatch(editOrder('address'));
    },
    [cartId, checkout.shippingAddress, client, deps.gateway, dispatch, isSignedIn]
  );

  // The full chosen method (with pickup shop / locker), as stored; the state keeps only its carrier.
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

  const submitAddress = useCallback(
    async (values: AddressValues) => {
      const address = fromAddressValues(values, regions);
      try {
        await dispatch(
          submitShippingAddress(deps, isSignedIn ? address : { ...address, email: contactEmail.trim() })
        );
        // The cart's shipping method is set again for the new address.
        dispatch(editOrder('shippingMethod'));
      } catch {
        // Shown at the step (shippingAddressError).
      }
    },
    [contactEmail, deps, dispatch, isSignedIn, regions]
  );

  const submitMethod = useCallback(
    async (method: ShippingMethod) => {
      try {
        await dispatch(submitShippingMethod(deps, method));
        setChosenMethod(method);
      } catch {
        // Shown at the step (shippingMethodError).
      }
    },
    [deps, dispatch]
  );

  const submitBilling = useCallback(
    async (sameAsShipping: boolean, values?: AddressValues) => {
      try {
        await dispatch(
          submitBillingAddress(
            deps,
            sameAsShipping || !values ? { sameAsShippingAddress: true } : { ...fromAddressValues(values, regions), sameAsShippingAddress: false }
          )
        );
      } catch {
        // Shown at the step (billingAddressError).
      }
    },
    [deps, dispatch, regions]
  );

  const [isTokenizing, setIsTokenizing] = useState(false);
  const [orderFailure, setOrderFailure] = useState<string | null>(null);
  const submitPayment = useCallback(
    async (code: string, card?: CardValues, publicHash?: string) => {
      setOrderFailure(null);
      let method: PaymentMethod = { code, data: null };
      if (code === CARD_METHOD && card) {
        setIsTokenizing(true);
        try {
          const [month, year] = card.expiry.split('/').map((part) => part.trim());
          // The card number goes to the card processor only; the order carries the nonce.
          const token = await rest.post<{ nonce: string; details: { type: string; last4: string; exp_month: number; exp_year: number } }>(
            '/rest/V1/sandbox-card/tokens',
            {
              number: card.number.replace(/\s/g, ''),
              exp_month: Number(month),
              exp_year: year.length === 2 ? 2000 + Number(year) : Number(year),
              cvc: card.cvc.trim()
            }
          );
          method = {
            code,
            data: {
              nonce: token.nonce,
              is_active_payment_token_enabler: isSignedIn && card.save,
              brand: token.details.type,
              last4: token.details.last4
            }
          };
        } catch (error) {
          dispatch(checkoutActions.paymentMethod.reject(error instanceof Error ? error : new Error(String(error))));
          setIsTokenizing(false);
          return;
        }
        setIsTokenizing(false);
      } else if (code === SAVED_CARD_METHOD && publicHash) {
        const card = savedCards.find((candidate) => candidate.public_hash === publicHash);
        method = { code, data: { public_hash: publicHash, details: card?.details ?? null } };
      }
      try {
        await dispatch(submitPaymentMethod(method));
      } catch {
        // Shown at the step (paymentMethodError).
      }
    },
    [dispatch, isSignedIn, rest, savedCards]
  );

  const totalsQuery = useQuery(GET_CHECKOUT_TOTALS, {
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'network-only'
  });
  const { refetch: refetchTotals } = totalsQuery;
  // A guest who gave the e-mail and reloaded: the cart has it.
  const cartEmail = totalsQuery.data?.cart?.email ?? null;
  useEffect(() => {
    if (isSignedIn || contactEmail || !cartEmail) return;
    setContactEmail(cartEmail);
    setContactDone(true);
  }, [cartEmail, contactEmail, isSignedIn]);
  useEffect(() => {
    if (cartId) void refetchTotals().catch(() => undefined);
  }, [cartId, refetchTotals, step, details]);

  const shopsQuery = useQuery(GET_PICKUP_SHOPS, { fetchPolicy: 'cache-first', skip: step !== 'shippingMethod' });
  const pickupShops = (shopsQuery.data?.MpStoreLocatorLocations?.items ?? []).filter((shop) =>
    (shop.store_ids ?? '').split(',').map((id) => id.trim()).some((id) => id === '0' || id === String(storeId))
  );
  const lockersQuery = useQuery(GET_PARCEL_LOCKERS, {
    variables: { regionCode: checkout.shippingAddress?.region_code },
    skip: step !== 'shippingMethod' || !checkout.shippingAddress?.region_code
  });
  const parcelLockers = lockersQuery.data?.parcelLockers ?? [];

  // One order per click streak: a second click while the first is on its way does nothing.
  const placingRef = useRef(false);
  const placeOrder = useCallback(async () => {
    if (placingRef.current) return;
    placingRef.current = true;
    const state = store.getState();
    const snapshot = buildReceipt({
      items: cartItems(state.cart.details),
      totals: totalsQuery.data?.cart ?? null,
      email: isSignedIn ? currentUser.email || customerQuery.data?.customer?.email : state.checkout.shippingAddress?.email,
      shippingMethod: chosenMethod,
      paymentTitle:
        totalsQuery.data?.cart.available_payment_methods?.find((method) => method.code === state.checkout.paymentCode)?.title ??
        (state.checkout.paymentCode === SAVED_CARD_METHOD ? formatMessage({ id: 'checkoutPayment.savedCard', defaultMessage: 'Saved card' }) : undefined),
      pickupShop: pickupShopName(chosenMethod)
    });
    try {
      await dispatch(submitOrder(deps, snapshot));
    } catch {
      placingRef.current = false;
      // A refused payment (declined card...) sends the shopper back to the payment step, cart intact;
      // the used card nonce is dropped so the next try starts with a fresh one.
      setOrderFailure(store.getState().checkout.orderError?.message ?? null);
      storage.removeItem(storageKeys.paymentMethod);
      dispatch(checkoutActions.paymentMethod.accept({ code: '', data: null }));
      dispatch(editOrder('paymentMethod'));
      return;
    }
    go(inStore(view, '/checkout/receipt'), { replace: true });
    // placingRef stays set: this page is done.
    /** The chosen shop, or the chosen locker with its street: where the parcel goes (on the receipt). */
    function pickupShopName(method: ShippingMethod | null): string | undefined {
      if (method?.parcel_locker_code) {
        // The list is not asked for after the delivery step: the last answer has the chosen one.
        const lockers = (lockersQuery.data ?? lockersQuery.previousData)?.parcelLockers;
        const locker = lockers?.find((candidate) => candidate.code === method.parcel_locker_code);
        return locker ? `${locker.name}, ${locker.street}, ${locker.city}` : undefined;
      }
      if (!method?.pickup_location_code) return undefined;
      const shops = (shopsQuery.data ?? shopsQuery.previousData)?.MpStoreLocatorLocations?.items;
      return shops?.find((shop) => shop.location_id === method.pickup_location_code)?.name;
    }
  }, [chosenMethod, currentUser.email, customerQuery.data, deps, dispatch, formatMessage, go, isSignedIn, lockersQuery.data, lockersQuery.previousData, shopsQuery.data, shopsQuery.previousData, storage, store, totalsQuery.data, view]);

  const items = cartItems(details);
  const errors = {
    shippingAddress: errorMessage(checkout.shippingAddressError),
    shippingMethod: errorMessage(checkout.shippingMethodError),
    billingAddress: errorMessage(checkout.billingAddressError),
    paymentMethod: errorMessage(checkout.paymentMethodError) ?? orderFailure,
    order: orderFailure ? null : errorMessage(checkout.orderError)
  };

  const defaultSaved = savedAddresses.find((address) => address.default_shipping) ?? savedAddresses[0];
  const initialShipping: AddressValues = checkout.shippingAddress
    ? toAddressValues(checkout.shippingAddress)
    : defaultSaved
      ? toAddressValues({
          firstname: defaultSaved.firstname,
          lastname: defaultSaved.lastname,
          street: defaultSaved.street,
          city: defaultSaved.city,
          region_code: defaultSaved.region?.region_code ?? '',
          postcode: defaultSaved.postcode ?? '',
          telephone: defaultSaved.telephone ?? ''
        })
      : toAddressValues({ firstname: currentUser.firstname, lastname: currentUser.lastname });

  return {
    step,
    isSignedIn,
    signedInEmail: currentUser.email || customerQuery.data?.customer?.email || '',
    isEmpty: items.length === 0,
    isLoading: (!details && (isCartLoading || !cartId)) || (isSignedIn && customerQuery.loading && !customerQuery.data),
    items,
    basePath: view.basePath,
    homePath: view.homePath,
    // Back to the checkout after signing in.
    signInPath: signInPathFor(view.basePath, pathname),
    cartPath: inStore(view, '/cart'),
    isSubmitting: checkout.isSubmitting || isTokenizing,
    errors,
    regions,
    contactEmail,
    existingAccount,
    submitContact,
    editContact: () => setContactDone(false),
    shippingAddress: checkout.shippingAddress,
    initialShipping,
    savedAddresses,
    submitAddress,
    availableMethods: checkout.availableShippingMethods,
    chosenMethod,
    pickupShops,
    parcelLockers,
    submitMethod,
    billingAddress: checkout.billingAddress,
    submitBilling,
    paymentCode: checkout.paymentCode,
    paymentData: checkout.paymentData,
    paymentMethods: totalsQuery.data?.cart.available_payment_methods ?? [],
    savedCards,
    submitPayment,
    totals: totalsQuery.data?.cart ?? null,
    edit: (section: 'address' | 'shippingMethod' | 'billingAddress' | 'paymentMethod') => dispatch(editOrder(section)),
    placeOrder
  };
}

/**
 * Checkout thunks. Each step: submit (busy, error cleared) → accept (value stored, also in
 * browser storage) or reject (error stored and rethrown to the form). Every step needs a cart id; a
 * guest's shipping address needs an email.
 */
import { storageKeys } from '../../api/storage';
import { appActions } from '../app/actions';
import { createCart, removeCart, type CartDeps } from '../cart/asyncActions';
import type { AppThunk } from '../index';
import {
  checkoutActions,
  type BillingAddress,
  type CheckoutAddress,
  type CardDetails,
  type CardToken,
  type CheckoutSection,
  type PaymentMethod,
  type ReceiptOrder,
  type Region,
  type ShippingMethod
} from './actions';
import type { ReceiptOrderFieldsFragment } from './checkout.generated';
import { clearCheckoutDataFromStorage, readSavedCheckoutData } from './checkoutStorage';
import { receiptOrderOf, type ReceiptChoices } from './receiptOrder';
import { forgetReceipt, readReceipt, saveReceipt } from './receiptStorage';

export const MISSING_CART_ID = 'Missing required information: cartId';
export const MISSING_EMAIL = 'Missing required information: email';

export interface ShippingInformationRequest {
  cartId: string;
  isSignedIn: boolean;
  billingAddress: CheckoutAddress;
  shippingAddress: CheckoutAddress;
  shippingMethod: ShippingMethod;
}

export interface PaymentInformationRequest {
  cartId: string;
  isSignedIn: boolean;
  billingAddress: CheckoutAddress;
  email?: string;
  paymentMethod: PaymentMethod;
  /** The checkout agreements the shopper accepted (Magento refuses the order without them). */
  agreementIds?: number[];
}

/** A delivery method the cart's shipping address allows, as the gateway answers it. */
export interface AvailableShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title?: string | null;
  amount?: { currency: string; value: number } | null;
}

export interface CheckoutGateway {
  setGuestEmail(cartId: string, email: string): Promise<unknown>;
  /** Sets the shipping address; resolves with the methods available for it. */
  /** `saveInAddressBook`: a signed-in customer also keeps the address in their address book. */
  setShippingAddress(cartId: string, address: CheckoutAddress, options?: { saveInAddressBook?: boolean }): Promise<AvailableShippingMethod[]>;
  getShippingMethods(cartId: string): Promise<AvailableShippingMethod[]>;
  saveShippingInformation(request: ShippingInformationRequest): Promise<unknown>;
  /** Sends a card to the card processor; resolves with its one-use nonce (the order carries only that). */
  tokenizeCard(card: CardDetails): Promise<CardToken>;
  /** Sets the billing address, the guest's e-mail and the payment on the cart, with the accepted agreements. */
  setPaymentInformation(request: PaymentInformationRequest): Promise<unknown>;
  /** Places the order of the cart; resolves with the order placed (and, for a guest, its token). */
  placeOrder(cartId: string): Promise<ReceiptOrderFieldsFragment & { token: string }>;
  /** The order again after a reload: a guest's by its token, a signed-in customer's by its number; null when not found. */
  findOrder(request: { number: string; token?: string; isSignedIn: boolean }): Promise<ReceiptOrderFieldsFragment | null>;
}

export interface CheckoutDeps {
  gateway: CheckoutGateway;
  /** The country's regions (Romania: the counties), for address normalisation. */
  regions: readonly Region[];
  /** The country every address is normalised to (the store ships within one country). */
  countryId: string;
  /** For the new cart after an order. */
  cartDeps?: CartDeps;
  /** Removes the ordered cart from the Apollo cache. */
  clearCartCache?: () => void;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Venia's shape: carrier code and title also as code and title. */
export function toShippingMethod(method: AvailableShippingMethod): ShippingMethod {
  return {
    carrier_code: method.carrier_code,
    carrier_title: method.carrier_title,
    method_code: method.method_code,
    ...(method.method_title ? { method_title: method.method_title } : {}),
    ...(method.amount ? { amount: method.amount } : {}),
    code: method.carrier_code,
    title: method.carrier_title
  };
}

/** The store's country; region id, code and name looked up in its region list by code or id. */
export function formatAddress<A extends Partial<CheckoutAddress>>(address: A, regions: readonly Region[], countryId: string): A {
  const region = regions.find(
    (candidate) =>
      (address.region_code !== undefined && candidate.code === address.region_code) ||
      (address.region_id !== undefined && candidate.id === Number(address.region_id))
  );
  return {
    ...address,
    country_id: countryId,
    ...(region ? { region_id: region.id, region_code: region.code, region: region.name } : {})
  };
}

/** Begins checkout with what the shopper entered before (browser storage). */
export const beginCheckout = (): AppThunk => (dispatch, _getState, { storage }) => {
  dispatch(checkoutActions.begin(readSavedCheckoutData(storage)));
};

export const editOrder =
  (section: CheckoutSection): AppThunk =>
  (dispatch) => {
    dispatch(checkoutActions.edit(section));
  };

/** Closes the drawer and clears the checkout state. */
export const resetCheckout = (): AppThunk => (dispatch) => {
  dispatch(appActions.toggleDrawer(null));
  dispatch(checkoutActions.reset());
};

export const resetReceipt = (): AppThunk => (dispatch) => {
  forgetReceipt();
  dispatch(checkoutActions.receipt.reset());
};

/**
 * After a reload of the receipt page: the order kept for this browser session, read again from the back
 * end (a guest's with its token, a customer's among their orders). Resolves whether there is one to show.
 */
export const restoreReceipt =
  (gateway: Pick<CheckoutGateway, 'findOrder'>): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    if (getState().checkout.receipt.order.id) return true;
    const kept = readReceipt();
    if (!kept) return false;
    const { number, token, ...choices } = kept;
    const order = await gateway.findOrder({ number, token, isSignedIn: getState().user.isSignedIn }).catch(() => null);
    // Already read meanwhile (the page asked twice): the first answer stays.
    if (!order || getState().checkout.receipt.order.id) return Boolean(order);
    dispatch(checkoutActions.receipt.setOrder(receiptOrderOf(order, choices)));
    return true;
  };

function requireCartId(cartId: string | null): string {
  if (!cartId) throw new Error(MISSING_CART_ID);
  return cartId;
}

/**
 * The delivery methods for the cart as it is now (a changed cart may change their prices: the free
 * delivery threshold), stored for a reload. A failure keeps the methods known.
 */
export const getShippingMethods =
  (deps: CheckoutDeps): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    const { cartId } = getState().cart;
    dispatch(checkoutActions.getShippingMethods.request(cartId ?? undefined));
    try {
      const methods = (await deps.gateway.getShippingMethods(requireCartId(cartId))).map(toShippingMethod);
      storage.setItem(storageKeys.availableShippingMethods, methods);
      dispatch(checkoutActions.getShippingMethods.receive(methods));
    } catch (error) {
      dispatch(checkoutActions.getShippingMethods.receive(toError(error)));
    }
  };

export const submitShippingAddress =
  (deps: CheckoutDeps, formValues: CheckoutAddress, options: { saveInAddressBook?: boolean } = {}): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    dispatch(checkoutActions.shippingAddress.submit(formValues));
    try {
      const { cart, user } = getState();
      const cartId = requireCartId(cart.cartId);
      if (!user.isSignedIn && !formValues.email) throw new Error(MISSING_EMAIL);
      const address = formatAddress(formValues, deps.regions, deps.countryId);
      if (!user.isSignedIn && address.email) await deps.gateway.setGuestEmail(cartId, address.email);
      const saveInAddressBook = Boolean(options.saveInAddressBook && user.isSignedIn);
      const methods = (await deps.gateway.setShippingAddress(cartId, address, saveInAddressBook ? { saveInAddressBook } : undefined)).map(toShippingMethod);
      storage.setItem(storageKeys.shippingAddress, address);
      storage.setItem(storageKeys.availableShippingMethods, methods);
      dispatch(checkoutActions.shippingAddress.accept({ address, availableShippingMethods: methods }));
    } catch (error) {
      dispatch(checkoutActions.shippingAddress.reject(toError(error)));
      throw error;
    }
  };

export const submitBillingAddress =
  (deps: Pick<CheckoutDeps, 'regions' | 'countryId'>, formValues: BillingAddress): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    dispatch(checkoutActions.billingAddress.submit(formValues));
    try {
      requireCartId(getState().cart.cartId);
      // Same as shipping: nothing to validate or normalise; the shipping address is used at order time,
      // with the company the invoice is for.
      const { company, vat_id, registration_number } = formValues;
      const billing: BillingAddress = formValues.sameAsShippingAddress
        ? { sameAsShippingAddress: true, ...(company ? { company, vat_id, registration_number } : {}) }
        : { ...formatAddress(formValues, deps.regions, deps.countryId), sameAsShippingAddress: false };
      storage.setItem(storageKeys.billingAddress, billing);
      dispatch(checkoutActions.billingAddress.accept(billing));
    } catch (error) {
      dispatch(checkoutActions.billingAddress.reject(toError(error)));
      throw error;
    }
  };

export const submitPaymentMethod =
  (paymentMethod: PaymentMethod): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    dispatch(checkoutActions.paymentMethod.submit(paymentMethod));
    try {
      requireCartId(getState().cart.cartId);
      storage.setItem(storageKeys.paymentMethod, paymentMethod);
      dispatch(checkoutActions.paymentMethod.accept(paymentMethod));
    } catch (error) {
      dispatch(checkoutActions.paymentMethod.reject(toError(error)));
      throw error;
    }
  };

/**
 * The address the order is billed to: the shipping address or the one given; either way with the company the invoice is made out to, when there is one.
 */
function billingFor(billing: BillingAddress | null, shipping: CheckoutAddress): CheckoutAddress {
  if (!billing) return shipping;
  const { sameAsShippingAddress, company, vat_id, registration_number, ...address } = billing;
  const invoice = company ? { company, vat_id, ...(registration_number ? { registration_number } : {}) } : {};
  return { ...(sameAsShippingAddress ? shipping : (address as CheckoutAddress)), ...invoice };
}

export const submitShippingMethod =
  (deps: CheckoutDeps, shippingMethod: ShippingMethod): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    dispatch(checkoutActions.shippingMethod.submit(shippingMethod));
    try {
      const { cart, checkout, user } = getState();
      const cartId = requireCartId(cart.cartId);
      const shippingAddress = checkout.shippingAddress ?? storage.getItem<CheckoutAddress>(storageKeys.shippingAddress);
      if (!shippingAddress) throw new Error('Missing required information: shipping_address');
      await deps.gateway.saveShippingInformation({
        cartId,
        isSignedIn: user.isSignedIn,
        billingAddress: billingFor(checkout.billingAddress, shippingAddress),
        shippingAddress,
        shippingMethod
      });
      storage.setItem(storageKeys.shippingMethod, shippingMethod);
      dispatch(checkoutActions.shippingMethod.accept(shippingMethod));
    } catch (error) {
      dispatch(checkoutActions.shippingMethod.reject(toError(error)));
      throw error;
    }
  };

/**
 * Places the order: the payment information on the cart, then placeOrder. The receipt is the order the
 * back end answers, with `choices` (what the checkout said of the delivery and payment); it is kept in
 * state, and for the browser session its number (a guest's token too) so a reload reads it again.
 * Stored checkout data and the cart are cleared and a new cart is created (its failure swallowed: the
 * order itself succeeded).
 */
export const submitOrder =
  (deps: CheckoutDeps, choices: ReceiptChoices = {}, agreementIds: number[] = []): AppThunk<Promise<void>> =>
  async (dispatch, getState, { storage }) => {
    dispatch(checkoutActions.order.submit());
    let order: ReceiptOrder;
    let token: string | undefined;
    try {
      const { cart, checkout, user } = getState();
      const cartId = requireCartId(cart.cartId);
      const shippingAddress = checkout.shippingAddress ?? storage.getItem<CheckoutAddress>(storageKeys.shippingAddress);
      if (!shippingAddress) throw new Error('Missing required information: shipping_address');
      const email = shippingAddress.email;
      if (!user.isSignedIn && !email) throw new Error(MISSING_EMAIL);
      await deps.gateway.setPaymentInformation({
        cartId,
        isSignedIn: user.isSignedIn,
        billingAddress: billingFor(checkout.billingAddress, shippingAddress),
        email,
        paymentMethod: { code: checkout.paymentCode, data: checkout.paymentData },
        agreementIds
      });
      const placed = await deps.gateway.placeOrder(cartId);
      order = receiptOrderOf(placed, choices);
      // A customer reads the order among their own; only a guest needs the token.
      token = user.isSignedIn ? undefined : placed.token || undefined;
      dispatch(checkoutActions.order.accept(order));
    } catch (error) {
      dispatch(checkoutActions.order.reject(toError(error)));
      throw error;
    }

    clearCheckoutDataFromStorage(storage);
    saveReceipt({ number: order.number ?? '', ...(token ? { token } : {}), ...choices });
    deps.clearCartCache?.();
    await dispatch(removeCart());
    if (deps.cartDeps) {
      try {
        await dispatch(createCart(deps.cartDeps));
      } catch {
        // Swallowed: the order succeeded, and the next cart action creates a cart.
      }
    }
  };

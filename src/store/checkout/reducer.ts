import { handleActions, isErrorAction, on, type FsaAction } from '../fsa';
import { checkoutActions, type CheckoutSection, type ReceiptOrder, type SavedCheckoutData, type ShippingMethod } from './actions';

/** The data kept between visits, and what lasts only while the checkout is open. */
export interface CheckoutState extends SavedCheckoutData {
  receipt: { order: ReceiptOrder };
  isSubmitting: boolean;
  editing: CheckoutSection;
  billingAddressError: Error | null;
  shippingAddressError: Error | null;
  shippingMethodError: Error | null;
  paymentMethodError: Error | null;
  orderError: Error | null;
}

export const initialReceipt: CheckoutState['receipt'] = { order: {} };

export const initialCheckoutState: CheckoutState = {
  availableShippingMethods: [],
  billingAddress: null,
  shippingAddress: null,
  shippingMethod: '',
  shippingTitle: '',
  paymentCode: '',
  paymentData: null,
  receipt: initialReceipt,
  isSubmitting: false,
  editing: null,
  billingAddressError: null,
  shippingAddressError: null,
  shippingMethodError: null,
  paymentMethodError: null,
  orderError: null
};

/** A step the server accepted: no longer busy, the step closed, and what it set. */
const accepted = (state: CheckoutState, changes: Partial<SavedCheckoutData>): CheckoutState => ({ ...state, isSubmitting: false, editing: null, ...changes });

type StepError = 'billingAddressError' | 'shippingAddressError' | 'shippingMethodError' | 'paymentMethodError' | 'orderError';

/** A step the server refused: no longer busy, and its error kept for the step to show. */
const refused =
  (key: StepError) =>
  (state: CheckoutState, { payload }: FsaAction<Error>): CheckoutState => ({ ...state, isSubmitting: false, [key]: payload });

export const checkoutReducer = handleActions<CheckoutState>(initialCheckoutState, [
  on(checkoutActions.begin, (state, { payload }) => ({ ...state, ...payload })),
  on(checkoutActions.edit, (state, { payload }) => ({ ...state, editing: payload })),
  // The receipt outlives the checkout it came from; receipt.reset clears it.
  on(checkoutActions.reset, (state) => ({ ...initialCheckoutState, receipt: state.receipt })),

  on(checkoutActions.billingAddress.submit, (state) => ({ ...state, isSubmitting: true, billingAddressError: null })),
  on(checkoutActions.billingAddress.accept, (state, { payload }) => accepted(state, { billingAddress: payload })),
  on(checkoutActions.billingAddress.reject, refused('billingAddressError')),

  on(checkoutActions.shippingAddress.submit, (state) => ({ ...state, isSubmitting: true, shippingAddressError: null })),
  on(checkoutActions.shippingAddress.accept, (state, { payload }) =>
    accepted(state, { shippingAddress: payload.address, availableShippingMethods: payload.availableShippingMethods ?? state.availableShippingMethods })
  ),
  on(checkoutActions.shippingAddress.reject, refused('shippingAddressError')),

  // A new payment is a new attempt: the refusal of the last order (a declined card) is cleared with it.
  on(checkoutActions.paymentMethod.submit, (state) => ({ ...state, isSubmitting: true, paymentMethodError: null, orderError: null })),
  on(checkoutActions.paymentMethod.accept, (state, { payload }) => accepted(state, { paymentCode: payload.code, paymentData: payload.data })),
  on(checkoutActions.paymentMethod.reject, refused('paymentMethodError')),

  on(checkoutActions.shippingMethod.submit, (state) => ({ ...state, isSubmitting: true, shippingMethodError: null })),
  on(checkoutActions.shippingMethod.accept, (state, { payload }) =>
    accepted(state, { shippingMethod: payload.carrier_code, shippingTitle: payload.carrier_title })
  ),
  on(checkoutActions.shippingMethod.reject, refused('shippingMethodError')),

  on(checkoutActions.order.submit, (state) => ({ ...state, isSubmitting: true, orderError: null })),
  on(checkoutActions.order.accept, (state, { payload }) => ({
    ...state,
    isSubmitting: false,
    receipt: { order: payload }
  })),
  on(checkoutActions.order.reject, refused('orderError')),

  on(checkoutActions.getShippingMethods.request, (state) => state),
  on(checkoutActions.getShippingMethods.receive, (state, action) =>
    isErrorAction(action) ? state : { ...state, availableShippingMethods: action.payload as ShippingMethod[] }
  ),

  on(checkoutActions.receipt.setOrder, (state, { payload }) => ({ ...state, receipt: { order: payload } })),
  on(checkoutActions.receipt.reset, (state) => ({ ...state, receipt: initialReceipt }))
]);

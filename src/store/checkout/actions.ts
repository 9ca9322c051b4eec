import type { CompanyDetails, PostalAddress } from '../../lib/address';
import { createAction, createRequestReceive, createSubmitAcceptReject } from '../fsa';

export type { Region } from '../../lib/address';

/** A billing address may name a company the invoice is made out to. */
export interface CheckoutAddress extends PostalAddress, Partial<CompanyDetails> {
  /** Guests only. */
  email?: string;
}

export interface BillingAddress extends Partial<CheckoutAddress> {
  /** When true the shipping address is used and the billing step is skipped. */
  sameAsShippingAddress?: boolean;
}

export interface ShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title?: string;
  amount?: { currency: string; value: number };
  /** carrier_code, as Venia exposes it */
  code: string;
  /** carrier_title, as Venia exposes it */
  title: string;
  /** instore / pickup: the chosen shop (a store locator location_id). */
  pickup_location_code?: string;
  /** easybox / locker: the chosen parcel locker code. */
  parcel_locker_code?: string;
  /** The chosen shop or locker as the shopper reads it (name, street, city), for summaries and the receipt. */
  delivery_point?: string;
}

/** A card as the shopper typed it: it goes to the card processor only, never with the order. */
export interface CardDetails {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

/** The card processor's answer: a one-use nonce for the order and what the shopper may see of the card. */
export interface CardToken {
  nonce: string;
  brand: string;
  last4: string;
}

export interface PaymentMethod {
  code: string;
  /** e.g. { nonce } from the card form */
  data: { nonce?: string; [field: string]: unknown } | null;
}

export interface ReceiptLine {
  name: string;
  /** Magento's product SKU is nullable. */
  sku: string | null;
  /** The order item's uid (CustomerOrder.items[].id): the withdrawal function names items by it. */
  uid?: string;
  quantity: number;
  options: string[];
  rowTotal: { currency: string; value: number };
}

/** The order just placed as the receipt shows it (receiptOrder.ts reads it from the back end's order). */
export interface ReceiptOrder {
  /** The order's uid (CustomerOrder.id). */
  id?: string;
  /** The order number shown to the shopper (the one in the confirmation e-mail). */
  number?: string;
  email?: string;
  items?: ReceiptLine[];
  totals?: {
    subtotal?: number;
    discount?: number;
    tax?: number;
    /** The VAT by rate ('TVA 21%'), from the order's taxes. */
    taxes?: Array<{ label: string; rate: number | null; amount: number }>;
    shipping?: number;
    grandTotal?: number;
    currency?: string;
  };
  shippingMethodTitle?: string;
  /** The payment method's code (the receipt shows what a bank transfer needs). */
  paymentCode?: string;
  paymentTitle?: string;
  shipping_address?: Partial<CheckoutAddress>;
  billing_address?: Partial<CheckoutAddress>;
}

export interface ShippingAddressAccepted {
  address: CheckoutAddress;
  availableShippingMethods?: ShippingMethod[];
}

/** What begin() restores from browser storage: the part of the checkout state kept between visits. */
export interface SavedCheckoutData {
  availableShippingMethods: ShippingMethod[];
  billingAddress: BillingAddress | null;
  shippingAddress: CheckoutAddress | null;
  /** carrier_code of the chosen method */
  shippingMethod: string;
  /** carrier_title of the chosen method */
  shippingTitle: string;
  paymentCode: string;
  paymentData: PaymentMethod['data'];
}

export type CheckoutSection = 'address' | 'billingAddress' | 'paymentMethod' | 'shippingMethod' | null;

const prefix = 'CHECKOUT';

export const checkoutActions = {
  begin: createAction<Partial<SavedCheckoutData> | undefined>(`${prefix}/BEGIN`),
  edit: createAction<CheckoutSection>(`${prefix}/EDIT`),
  reset: createAction(`${prefix}/RESET`),
  billingAddress: createSubmitAcceptReject<BillingAddress | undefined, BillingAddress>(`${prefix}/BILLING_ADDRESS`),
  shippingAddress: createSubmitAcceptReject<Partial<CheckoutAddress> | undefined, ShippingAddressAccepted>(
    `${prefix}/SHIPPING_ADDRESS`
  ),
  paymentMethod: createSubmitAcceptReject<PaymentMethod | undefined, PaymentMethod>(`${prefix}/PAYMENT_METHOD`),
  shippingMethod: createSubmitAcceptReject<ShippingMethod | undefined, ShippingMethod>(`${prefix}/SHIPPING_METHOD`),
  order: createSubmitAcceptReject<undefined, ReceiptOrder>(`${prefix}/ORDER`),
  getShippingMethods: createRequestReceive<string | undefined, ShippingMethod[]>(`${prefix}/GET_SHIPPING_METHODS`),
  receipt: {
    setOrder: createAction<ReceiptOrder>(`${prefix}/RECEIPT/SET_ORDER`),
    reset: createAction(`${prefix}/RECEIPT/RESET`)
  }
};

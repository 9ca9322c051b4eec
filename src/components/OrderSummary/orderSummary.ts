// What an order's summary reads (a structural type: the account's order query and the guest order
// lookup each have their generated type, both fit), and the bank account of a transfer awaiting payment.
import { registrationNumberOf, type CompanyDetails } from '../../lib/address';
import { lineTotal } from '../../lib/priceSummary';
import type { BankTransferAccount } from '../BankTransferDetails';
import type { WithdrawalOfOrder } from '../OrderWithdrawal';

type Maybe<T> = T | null | undefined;

export interface SummaryMoney {
  value?: number | null;
  currency?: string | null;
}

export interface SummaryAddress {
  firstname: string;
  lastname: string;
  street: ReadonlyArray<string>;
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  company?: string | null;
  vat_id?: string | null;
  custom_attributesV2?: ReadonlyArray<{ code: string; value?: string } | null>;
}

/** The company an order is invoiced to, from its billing address: name, tax id and trade-register number. */
export function invoicedCompanyOf(address: Maybe<SummaryAddress>): CompanyDetails | null {
  if (!address?.company) return null;
  const registration = registrationNumberOf(address.custom_attributesV2);
  return { company: address.company, vat_id: address.vat_id ?? '', ...(registration ? { registration_number: registration } : {}) };
}

export interface SummaryPayment {
  name: string;
  type: string;
  additional_data?: Maybe<ReadonlyArray<{ name?: string | null; value?: string | null } | null>>;
}

export interface SummarizedOrder extends Partial<Pick<WithdrawalOfOrder, 'withdrawal' | 'withdrawal_open' | 'withdrawal_deadline'>> {
  number?: string;
  status?: string | null;
  email?: string | null;
  carrier?: string | null;
  shipping_method?: string | null;
  items?: Maybe<
    ReadonlyArray<{
      id: string;
      product_name?: string | null;
      product_sku: string;
      product_url_key?: string | null;
      quantity_ordered?: number | null;
      product_sale_price: SummaryMoney;
      selected_options?: Maybe<ReadonlyArray<{ label: string; value: string } | null>>;
    } | null>
  >;
  total?: Maybe<{
    subtotal_incl_tax: SummaryMoney;
    grand_total: SummaryMoney;
    total_tax: SummaryMoney;
    taxes?: Maybe<ReadonlyArray<{ amount: SummaryMoney | null; rate?: number | null; title?: string | null } | null>>;
    shipping_handling?: Maybe<{ amount_including_tax?: Maybe<SummaryMoney> }>;
    discounts?: Maybe<ReadonlyArray<{ amount: SummaryMoney; label: string } | null>>;
  }>;
  shipping_address?: Maybe<SummaryAddress>;
  billing_address?: Maybe<SummaryAddress>;
  payment_methods?: Maybe<ReadonlyArray<SummaryPayment | null>>;
}

/** A bank-transfer order awaiting its payment: where to pay (the back end sends the account only then). */
export function bankTransferOf(payment: Maybe<Pick<SummaryPayment, 'type' | 'additional_data'>>) {
  if (payment?.type !== 'banktransfer') return null;
  const data = new Map((payment.additional_data ?? []).map((entry) => [entry?.name ?? '', entry?.value ?? '']));
  const iban = data.get('iban');
  if (!iban) return null;
  const account: BankTransferAccount = { iban, beneficiary: data.get('beneficiary') ?? '', bank: data.get('bank') ?? '', instructions: data.get('instructions') ?? '' };
  return { account, reference: data.get('reference') ?? '' };
}

/**
 * A line's amount with VAT: its sale price (with VAT, as the store shows every price) × the quantity
 * ordered, to the ban, as the cart and checkout sum a line; before the order's discounts, which the
 * totals list.
 */
export function rowTotalOf(item: { product_sale_price: SummaryMoney; quantity_ordered?: number | null }): SummaryMoney | null {
  const price = item.product_sale_price;
  if (price.value == null) return null;
  return { value: lineTotal(price.value, item.quantity_ordered ?? 0), currency: price.currency };
}

/** How the order is delivered, said once ("FAN Courier - Standard delivery" already names the carrier). */
export function deliveryOf(order: Pick<SummarizedOrder, 'carrier' | 'shipping_method'>): string {
  const method = order.shipping_method?.trim() ?? '';
  const carrier = order.carrier?.trim() ?? '';
  if (!method) return carrier;
  if (!carrier || method.toLowerCase().includes(carrier.toLowerCase())) return method;
  return `${carrier} – ${method}`;
}

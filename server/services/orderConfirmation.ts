/**
 * The order confirmation mail: the distance contract on a durable medium (OUG 34/2014 art. 8 alin. (7)
 * and (9); Directive 2011/83/EU art. 8(7)), written from the order as stored, in the order's store-view
 * language, inside the order's transaction (a rolled-back order sends nothing). It states:
 * - the order's number and date, each line with its options, quantity, unit price and row total with
 *   VAT and the line's VAT rate; the discount, the reward points used, the delivery and its price
 *   ('Gratuit' / 'Free' at 0), the grand total, and the VAT it contains per rate. The money lines add
 *   up: row totals − discount − points + delivery = total (orderConfirmation.test.ts parses them);
 * - the payment method (bank transfer: the account and the order number as reference), the delivery
 *   point (locker or shop), the shipping and billing addresses, a company's invoice details;
 * - the trader's identity, the withdrawal right with its instructions and the model withdrawal form,
 *   and absolute links to the terms and the withdrawal function (legalTexts.ts, shared with the
 *   withdrawal acknowledgement).
 */
import type { Queryable } from '../db/client';
import type { RequestContext, StoreView } from '../domain/context';
import {
  findOrderById, listOrderAddresses, listOrderItems, type OrderAddressData, type OrderAddressRow, type OrderItemRow, type OrderRow
} from '../repositories/order';
import {
  contractLinks, contractLinksBlock, formatMailDateTime, lineHtml, mailBlocksHtml, mailBlocksText, modelWithdrawalForm, traderBlock, traderIdentity,
  utcTimestamp, withdrawalRightBlocks, type MailBlock, type Trader
} from './legalTexts';
import { escapeHtml, mailLayout, queueMail } from './mail';
import { formatMoney } from './money';
import type { BankTransferAccount } from './storeConfig';

/** The locker or shop a parcel goes to (not the shipping address). */
export interface DeliveryPoint {
  kind: 'locker' | 'shop';
  name: string;
  address: string;
}

/** What the mail needs besides the order, read before the order's transaction. */
export interface ContractMailContext {
  store: StoreView;
  /** The store's public origin: the mail's links are absolute. */
  origin: string;
  trader: Trader;
}

export async function contractMailContext(ctx: Pick<RequestContext, 'db' | 'loaders' | 'store' | 'origin'>): Promise<ContractMailContext> {
  return { store: ctx.store, origin: ctx.origin, trader: await traderIdentity(ctx, ctx.store) };
}

/** The payment details of a bank-transfer order as the mail states them: the instructions, then one row each. */
export function bankTransferLines(account: BankTransferAccount, orderNumber: string, amount: number, locale: string): { intro: string; rows: string[] } {
  const ro = locale === 'ro_RO';
  return {
    intro: account.instructions,
    rows: [
      `${ro ? 'Beneficiar' : 'Beneficiary'}: ${account.beneficiary}`,
      `IBAN: ${account.iban}`,
      `${ro ? 'Banca' : 'Bank'}: ${account.bank}`,
      `${ro ? 'Suma' : 'Amount'}: ${formatMoney(amount, locale)}`,
      `${ro ? 'Referința plății' : 'Payment reference'}: ${orderNumber}`
    ]
  };
}

/** Who the invoice is made out to when it is a company: name, tax id (CUI) and trade-register number. */
export function companyInvoiceLine(billing: Pick<OrderAddressData, 'company' | 'vat_id' | 'registration_number'>, locale: string): string | null {
  if (!billing.company) return null;
  const ro = locale === 'ro_RO';
  const parts = [
    billing.company,
    ...(billing.vat_id ? [`${ro ? 'CUI' : 'Tax id (CUI)'} ${billing.vat_id}`] : []),
    ...(billing.registration_number ? [`${ro ? 'Nr. Reg. Com.' : 'Trade register no.'} ${billing.registration_number}`] : [])
  ];
  return `${ro ? 'Factură pe firma' : 'Invoice to'}: ${parts.join(', ')}`;
}

/** An address on one line: name, company, street, city, county, postcode, country, phone. */
export function addressLine(address: OrderAddressData, locale: string): string {
  const country = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region' }).of(address.country_id) ?? address.country_id;
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    ...address.street,
    address.city,
    address.region && address.region !== address.city ? address.region : null,
    address.postcode,
    country,
    address.telephone ? `${locale === 'ro_RO' ? 'tel.' : 'phone'} ${address.telephone}` : null
  ].filter((part): part is string => Boolean(part && part.trim())).join(', ');
}

export interface ConfirmationMailInput {
  order: OrderRow;
  items: readonly OrderItemRow[];
  addresses: readonly OrderAddressRow[];
  deliveryPoint: DeliveryPoint | null;
  context: ContractMailContext;
}

interface ItemLine {
  name: string;
  quantity: string;
  unitPrice: string;
  rowTotal: string;
  vat: string;
}

const minus = (amount: number, locale: string) => `−${formatMoney(amount, locale)}`;

/** The mail's subject, text and HTML (pure: the tests read it as the shopper would). */
export function orderConfirmationMail({ order, items, addresses, deliveryPoint, context }: ConfirmationMailInput): { subject: string; text: string; html: string } {
  const locale = context.store.locale;
  const ro = locale === 'ro_RO';
  const money = (amount: number) => formatMoney(amount, locale);
  const number = order.increment_id;
  const placedAt = formatMailDateTime(utcTimestamp(order.created_at), locale);

  const subject = ro ? `Comanda ta #${number} a fost înregistrată` : `Your order #${number} has been received`;
  const greeting = ro ? `Bună, ${order.customer_firstname}!` : `Hello ${order.customer_firstname},`;
  const intro = ro
    ? 'Îți mulțumim pentru comandă. Acest e-mail confirmă contractul de vânzare la distanță încheiat între noi: păstrează-l.'
    : 'Thank you for your order. This e-mail confirms the distance sales contract between us: please keep it.';
  const orderLine = ro ? `Comanda #${number}, plasată pe ${placedAt}` : `Order #${number}, placed on ${placedAt}`;

  // Lines: name (options), quantity × unit price = row total, VAT rate.
  const itemLines: ItemLine[] = items.map((item) => ({
    name: `${item.name}${item.selected_options.length ? ` (${item.selected_options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : ''}`,
    quantity: String(item.quantity),
    unitPrice: money(item.price_incl_tax),
    rowTotal: money(item.row_total_incl_tax),
    vat: `${ro ? 'TVA' : 'VAT'} ${item.tax_percent}%`
  }));

  // Money after the lines: each adds to or takes from the total.
  const couponLabel = [order.discount_label, order.coupon_code && order.coupon_code !== order.discount_label ? `${ro ? 'cod' : 'code'} ${order.coupon_code}` : null]
    .filter(Boolean).join(', ');
  const shippingTitle = order.shipping_description;
  // (The points' line reads as it always has: 'Puncte My GNC Rewards folosite: 150 (−15,00 lei)'.)
  const totals: Array<{ label: string; amount: string; strong?: boolean; inParentheses?: boolean }> = [
    { label: 'Subtotal', amount: money(order.subtotal_incl_tax) },
    ...(order.discount_amount > 0 ? [{ label: `${ro ? 'Reducere' : 'Discount'}${couponLabel ? ` (${couponLabel})` : ''}`, amount: minus(order.discount_amount, locale) }] : []),
    ...(order.reward_points_used > 0
      ? [{ label: ro ? `Puncte My GNC Rewards folosite: ${order.reward_points_used}` : `My GNC Rewards points used: ${order.reward_points_used}`, amount: minus(order.reward_amount, locale), inParentheses: true }]
      : []),
    { label: `${ro ? 'Livrare' : 'Delivery'} (${shippingTitle})`, amount: order.shipping_incl_tax > 0 ? money(order.shipping_incl_tax) : ro ? 'Gratuit' : 'Free' },
    { label: ro ? 'Total' : 'Grand total', amount: money(order.grand_total), strong: true }
  ];
  const taxLines = order.taxes.map((tax) => ({ label: `${ro ? 'din care TVA' : 'of which VAT'} ${tax.rate}%`, amount: money(tax.amount) }));
  const pricesNote = ro ? 'Toate prețurile includ TVA.' : 'All prices include VAT.';

  // Payment, delivery, addresses.
  const payment = order.payment as { title?: string; method?: string; bank_account?: BankTransferAccount };
  const paymentTitle = payment.title ?? payment.method ?? '';
  const shipping = addresses.find((a) => a.address_type === 'shipping');
  const billing = addresses.find((a) => a.address_type === 'billing');
  const pointLabel = deliveryPoint?.kind === 'locker' ? (ro ? 'Locker' : 'Parcel locker') : ro ? 'Ridicare din magazinul' : 'Pickup at';
  const detailLines = [
    `${ro ? 'Plată' : 'Payment'}: ${paymentTitle}`,
    `${ro ? 'Livrare' : 'Delivery'}: ${shippingTitle}`,
    ...(deliveryPoint ? [`${pointLabel}: ${deliveryPoint.name}, ${deliveryPoint.address}`] : []),
    ...(shipping ? [`${ro ? 'Adresa de livrare' : 'Shipping address'}: ${addressLine(shipping, locale)}`] : []),
    ...(billing ? [`${ro ? 'Adresa de facturare' : 'Billing address'}: ${addressLine(billing, locale)}`] : []),
    ...(billing && companyInvoiceLine(billing, locale) ? [companyInvoiceLine(billing, locale)!] : [])
  ];
  const bank = payment.bank_account ? bankTransferLines(payment.bank_account, number, order.grand_total, locale) : null;
  const bankHeading = ro ? 'Plata prin transfer bancar' : 'Paying by bank transfer';

  const { trader, origin, store } = context;
  const links = contractLinks(origin, store, number);
  const legalBlocks: MailBlock[] = [traderBlock(trader, locale), ...withdrawalRightBlocks(trader, links, locale), modelWithdrawalForm(trader, number, locale), contractLinksBlock(links, locale)];
  const detailsHeading = ro ? 'Plată și livrare' : 'Payment and delivery';
  const itemsHeading = ro ? 'Produse' : 'Products';

  const text = [
    greeting,
    '',
    intro,
    '',
    orderLine,
    '',
    itemsHeading.toLocaleUpperCase('ro-RO'),
    ...itemLines.flatMap((line) => [line.name, `  ${line.quantity} × ${line.unitPrice} = ${line.rowTotal} (${line.vat})`]),
    '',
    ...totals.map((line) => (line.inParentheses ? `${line.label} (${line.amount})` : `${line.label}: ${line.amount}`)),
    ...taxLines.map((line) => `${line.label}: ${line.amount}`),
    pricesNote,
    '',
    mailBlocksText([{ heading: detailsHeading, lines: detailLines }, ...(bank ? [{ heading: bankHeading, lines: [bank.intro, ...bank.rows].filter(Boolean) }] : []), ...legalBlocks])
  ].join('\n');

  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const right = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';
  const headers = ro ? ['Produs', 'Cantitate', 'Preț unitar', 'Valoare', 'TVA'] : ['Product', 'Quantity', 'Unit price', 'Total', 'VAT'];
  const itemsHtml = `<table style="border-collapse:collapse"><thead><tr>${headers.map((h, i) => `<th ${i ? right : cell}>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>` +
    itemLines.map((line) => `<tr><td ${cell}>${escapeHtml(line.name)}</td><td ${right}>${escapeHtml(line.quantity)}</td><td ${right}>${escapeHtml(line.unitPrice)}</td><td ${right}>${escapeHtml(line.rowTotal)}</td><td ${right}>${escapeHtml(line.vat)}</td></tr>`).join('') +
    '</tbody></table>';
  const totalsHtml = '<table style="border-collapse:collapse;margin-top:8px"><tbody>' +
    [...totals, ...taxLines].map((line) => {
      const strong = 'strong' in line && line.strong === true;
      const wrap = (value: string) => (strong ? `<strong>${escapeHtml(value)}</strong>` : escapeHtml(value));
      return `<tr><td ${cell}>${wrap(line.label)}</td><td ${right}>${wrap(line.amount)}</td></tr>`;
    }).join('') + '</tbody></table>';
  const html = mailLayout(subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(orderLine)}</strong></p>` +
    `<h3>${escapeHtml(itemsHeading)}</h3>${itemsHtml}${totalsHtml}<p>${escapeHtml(pricesNote)}</p>` +
    `<h3>${escapeHtml(detailsHeading)}</h3><p>${detailLines.map(lineHtml).join('<br>')}</p>` +
    (bank ? `<h3>${escapeHtml(bankHeading)}</h3>${bank.intro ? `<p>${escapeHtml(bank.intro)}</p>` : ''}<p>${bank.rows.map(escapeHtml).join('<br>')}</p>` : '') +
    mailBlocksHtml(legalBlocks));
  return { subject, text, html };
}

/** Queues the order confirmation inside the order transaction, from the order as written. */
export async function sendOrderConfirmation(tx: Queryable, context: ContractMailContext, orderId: number, deliveryPoint: DeliveryPoint | null): Promise<void> {
  const order = await findOrderById(tx, orderId);
  if (!order) throw new Error(`Order ${orderId} is not there to confirm`);
  const [items, addresses] = [await listOrderItems(tx, [orderId]), await listOrderAddresses(tx, [orderId])];
  const mail = orderConfirmationMail({ order, items, addresses, deliveryPoint, context });
  await queueMail(tx, { to: order.customer_email, template: 'sales_email_order_template', ...mail, storeId: context.store.id });
}

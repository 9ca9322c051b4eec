/**
 * The demo store's customers and their past: twenty accounts, each with an address, orders delivered
 * long ago, and the reviews they wrote after buying. About a third of the catalogue seed's reviews
 * become theirs: a review whose nickname is a customer's first name, picked at random (fixed seed),
 * goes to that customer, who ordered the reviewed product (a configurable: one of its variants) 6 to 20
 * days before writing it, so the review shows the verified-buyer mark (services/review.ts
 * verifiedBuyer). The other reviews stay guests' and show none.
 *
 * The orders are stored as checkout stores them (repositories/order.ts; totals by services/cartTotals.ts
 * at the price of the day they were placed, the VAT of services/vat.ts, FAN Courier's standard delivery
 * at its seeded rate, paid by card or cash on delivery) and as `npm run order -- --status complete`
 * leaves them: complete (delivered), invoiced, shipped with a tracking number, their reward points
 * credited, each step in their status history. They are numbered in the order they were placed, before
 * any order placed in the shop. Nobody can sign in to these accounts: their password is random and not
 * kept (a password reset sets one).
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { emptySession, type RequestContext, type StoreView } from '../../domain/context';
import { insertAddress } from '../../repositories/address';
import { deactivateQuote, insertQuote, insertQuoteItem } from '../../repositories/cart';
import { insertCustomer, updateCustomer } from '../../repositories/customer';
import { findOrderById, insertOrder, insertRewardPoints, nextOrderNumber, type OrderAddressData, type OrderItemData } from '../../repositories/order';
import { listStoreViews } from '../../repositories/stores';
import { insertStatusHistory } from '../../repositories/withdrawal';
import { newMaskedId } from '../../services/cart';
import { computeCartTotals } from '../../services/cartTotals';
import { loadProducts, productVariants, variantSelectedOptions, type ProductRecord } from '../../services/catalog';
import { finalPrice } from '../../services/catalogPrice';
import { rewardPointsFor } from '../../services/checkout';
import { hashPassword } from '../../services/password';
import { CARD, CASH_ON_DELIVERY, paymentTitle } from '../../services/payment';
import { invoiceOrder, shipOrder } from '../../services/salesDocuments';
import { describeRate, findRate, ratePrice } from '../../services/shipping';
import { rewardRatesOf } from '../../services/storeConfig';
import { vatRatePercent, vatTitle } from '../../services/vat';
import { createRandom, type Random } from '../catalog/generator';
import { ROMANIA_REGIONS } from '../content/directoryData';

/** One for each nickname of the seeded reviews (seed/catalog/data.ts REVIEW_NICKNAMES): the name they sign their reviews with. */
const CUSTOMERS: ReadonlyArray<{ firstname: string; lastname: string; street: string; city: string; region: string; postcode: string; telephone: string }> = [
  { firstname: 'Andrei', lastname: 'Popescu', street: 'Str. Academiei nr. 14', city: 'București', region: 'B', postcode: '010014', telephone: '0721 100 201' },
  { firstname: 'Maria', lastname: 'Ionescu', street: 'Str. Memorandumului nr. 21', city: 'Cluj-Napoca', region: 'CJ', postcode: '400114', telephone: '0722 310 442' },
  { firstname: 'Ioana', lastname: 'Dumitrescu', street: 'Bd. Ștefan cel Mare și Sfânt nr. 8', city: 'Iași', region: 'IS', postcode: '700063', telephone: '0744 512 093' },
  { firstname: 'Mihai', lastname: 'Stan', street: 'Str. Alba Iulia nr. 5', city: 'Timișoara', region: 'TM', postcode: '300077', telephone: '0723 871 334' },
  { firstname: 'Elena', lastname: 'Georgescu', street: 'Str. Republicii nr. 30', city: 'Brașov', region: 'BV', postcode: '500030', telephone: '0745 220 817' },
  { firstname: 'Alexandru', lastname: 'Marin', street: 'Bd. Tomis nr. 60', city: 'Constanța', region: 'CT', postcode: '900178', telephone: '0726 404 150' },
  { firstname: 'Cristina', lastname: 'Matei', street: 'Str. Republicii nr. 12', city: 'Oradea', region: 'BH', postcode: '410167', telephone: '0740 118 562' },
  { firstname: 'Bogdan', lastname: 'Stoica', street: 'Str. Nicolae Bălcescu nr. 17', city: 'Sibiu', region: 'SB', postcode: '550159', telephone: '0728 903 271' },
  { firstname: 'Ana', lastname: 'Radu', street: 'Bd. Independenței nr. 9', city: 'Ploiești', region: 'PH', postcode: '100028', telephone: '0732 645 018' },
  { firstname: 'Radu', lastname: 'Constantin', street: 'Str. Unirii nr. 40', city: 'Craiova', region: 'DJ', postcode: '200585', telephone: '0751 237 946' },
  { firstname: 'Diana', lastname: 'Florea', street: 'Str. Domnească nr. 25', city: 'Galați', region: 'GL', postcode: '800008', telephone: '0746 580 329' },
  { firstname: 'Vlad', lastname: 'Munteanu', street: 'Bd. Revoluției nr. 50', city: 'Arad', region: 'AR', postcode: '310025', telephone: '0724 019 683' },
  { firstname: 'Irina', lastname: 'Dobre', street: 'Str. Victoriei nr. 11', city: 'Pitești', region: 'AG', postcode: '110017', telephone: '0735 762 104' },
  { firstname: 'Ștefan', lastname: 'Lazăr', street: 'Str. Nicolae Titulescu nr. 3', city: 'Bacău', region: 'BC', postcode: '600010', telephone: '0747 391 552' },
  { firstname: 'Oana', lastname: 'Moldovan', street: 'Str. Bolyai nr. 6', city: 'Târgu Mureș', region: 'MS', postcode: '540063', telephone: '0729 884 217' },
  { firstname: 'Tudor', lastname: 'Barbu', street: 'Str. Ștefan cel Mare nr. 28', city: 'Suceava', region: 'SV', postcode: '720003', telephone: '0754 126 870' },
  { firstname: 'Alina', lastname: 'Toma', street: 'Bd. București nr. 15', city: 'Baia Mare', region: 'MM', postcode: '430013', telephone: '0741 655 093' },
  { firstname: 'Cătălin', lastname: 'Ene', street: 'Str. Unirii nr. 110', city: 'Buzău', region: 'BZ', postcode: '120180', telephone: '0727 340 618' },
  { firstname: 'Raluca', lastname: 'Cristea', street: 'Bd. Pipera nr. 1', city: 'Voluntari', region: 'IF', postcode: '077190', telephone: '0736 908 425' },
  { firstname: 'Gheorghe', lastname: 'Tudose', street: 'Str. Moților nr. 18', city: 'Alba Iulia', region: 'AB', postcode: '510004', telephone: '0748 273 561' }
];

/** The share of the reviews that become customers' (those whose nickname is a customer's first name). */
const CUSTOMER_SHARE = 1 / 3;
/** At most this many, so that a benchmark catalogue of 50,000 products seeds in the same time. */
const MAX_CUSTOMER_REVIEWS = 800;
/** A customer's reviews written within this many days of their first one come from one order. */
const ORDER_SPAN_DAYS = 45;
const MAX_PRODUCTS_PER_ORDER = 4;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The delivery every seeded order used (seeded by seed/sales/index.ts, free from its threshold). */
const CARRIER = { carrier: 'fancourier', method: 'standard' };

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface ReviewToAttribute {
  review_id: number;
  product_id: number;
  store_id: number;
  nickname: string;
  reviewed_ms: number;
}

/** An order as planned: who, where, when, which reviewed products. */
interface PlannedOrder {
  customer: number;
  storeId: number;
  placedMs: number;
  paidByCard: boolean;
  lines: Array<{ productId: number; quantity: number }>;
  reviewIds: number[];
}

/** A request context of a store view for reading the catalogue and the store's settings while seeding. */
function seedContext(db: Db, store: StoreView): RequestContext {
  return {
    db, store, currency: store.defaultDisplayCurrencyCode, bearerToken: null, cache: { tags: new Set(), isPrivate: false },
    loaders: new Map(), session: emptySession(), origin: '', clientIp: null
  };
}

function planOrders(reviews: readonly ReviewToAttribute[], random: Random): PlannedOrder[] {
  const byFirstname = new Map(CUSTOMERS.map((c, index) => [c.firstname, index]));
  const chosen = new Map<string, ReviewToAttribute[]>();
  let count = 0;
  for (const review of reviews) {
    const customer = byFirstname.get(review.nickname);
    if (customer === undefined || !random.chance(CUSTOMER_SHARE) || count >= MAX_CUSTOMER_REVIEWS) continue;
    count++;
    const key = `${customer}:${review.store_id}`;
    chosen.set(key, [...(chosen.get(key) ?? []), review]);
  }
  const orders: PlannedOrder[] = [];
  for (const [key, written] of chosen) {
    const [customer, storeId] = key.split(':').map(Number);
    written.sort((a, b) => a.reviewed_ms - b.reviewed_ms || a.review_id - b.review_id);
    let current: PlannedOrder | null = null;
    let firstReviewMs = 0;
    for (const review of written) {
      const fits = current !== null && review.reviewed_ms - firstReviewMs <= ORDER_SPAN_DAYS * DAY_MS &&
        (current.lines.some((l) => l.productId === review.product_id) || current.lines.length < MAX_PRODUCTS_PER_ORDER);
      if (!current || !fits) {
        // Placed 6 to 20 days before the first review it leads to, in the shop's opening hours.
        const placedDay = Math.floor((review.reviewed_ms - random.int(6, 20) * DAY_MS) / DAY_MS) * DAY_MS;
        current = { customer, storeId, placedMs: placedDay + random.int(7, 19) * HOUR_MS + random.int(0, 59) * 60_000, paidByCard: random.chance(0.5), lines: [], reviewIds: [] };
        firstReviewMs = review.reviewed_ms;
        orders.push(current);
      }
      if (!current.lines.some((l) => l.productId === review.product_id)) current.lines.push({ productId: review.product_id, quantity: random.chance(0.2) ? 2 : 1 });
      current.reviewIds.push(review.review_id);
    }
  }
  // Numbered as they were placed.
  return orders.sort((a, b) => a.placedMs - b.placedMs);
}

/** The order's items as checkout writes them: the variant sold for a configurable, the day's price, the product's VAT. */
async function orderItems(ctx: RequestContext, order: PlannedOrder, random: Random) {
  const reviewed = new Map((await loadProducts(ctx, order.lines.map((l) => l.productId))).map((p) => [p.id, p]));
  const sold: Array<{ product: ProductRecord; parent: ProductRecord | null; quantity: number }> = [];
  for (const line of order.lines) {
    const product = reviewed.get(line.productId);
    if (!product) continue;
    if (product.type_id !== 'configurable') {
      sold.push({ product, parent: null, quantity: line.quantity });
      continue;
    }
    const variants = await productVariants(ctx, product.id);
    if (variants.length) sold.push({ product: random.pick(variants), parent: product, quantity: line.quantity });
  }
  const today = day(order.placedMs);
  const lines = sold.map((s, key) => ({ key, unitPriceInclTax: finalPrice(s.product, today), quantity: s.quantity, taxRate: vatRatePercent(s.product) }));
  return { sold, lines };
}

/** What the order will hold and cost, priced as the cart prices it (services/cart.ts buildState). */
async function prepareOrder(ctx: RequestContext, order: PlannedOrder, random: Random) {
  const { sold, lines } = await orderItems(ctx, order, random);
  if (!sold.length) return null;
  const rate = await findRate(ctx, CARRIER.carrier, CARRIER.method);
  if (!rate) throw new Error(`seedCustomerHistory: the ${CARRIER.carrier}/${CARRIER.method} rate is not seeded`);
  const totals = computeCartTotals({ lines, coupon: null, shippingPrice: (subtotal) => ratePrice(rate, subtotal), rewardPoints: null });
  const method = describeRate(ctx, rate, totals.subtotalInclTax - totals.discount);
  const options = await Promise.all(sold.map((s) => (s.parent ? variantSelectedOptions(ctx, s.parent, s.product.id, 'attribute_id') : Promise.resolve([]))));
  const rates = await rewardRatesOf(ctx);
  return { order, ctx, sold, totals, method, options, rates };
}

type PreparedOrder = NonNullable<Awaited<ReturnType<typeof prepareOrder>>>;

export interface SeededCustomerHistory {
  customers: number;
  orders: number;
  reviews: number;
}

/** Seeds the customers, their orders and their reviews; needs the content, catalogue and sales settings. */
export async function seedCustomerHistory(db: Db, options: { seed?: number } = {}): Promise<SeededCustomerHistory> {
  const random = createRandom(options.seed ?? 20220528);
  const stores = new Map((await listStoreViews(db)).map((s) => [s.id, s]));
  const reviews = await db.query<ReviewToAttribute & Record<string, unknown>>(
    `SELECT review_id, product_id, store_id, nickname, (extract(epoch FROM created_at) * 1000)::float8 AS reviewed_ms
       FROM catalog_review WHERE customer_id IS NULL AND status = 'approved' ORDER BY review_id`
  );
  const planned = planOrders(reviews.filter((r) => stores.has(r.store_id)), random);
  if (!planned.length) return { customers: 0, orders: 0, reviews: 0 };

  // Everything read before the transaction: the products, their variants and options, rates, settings.
  const contexts = new Map([...stores.values()].map((store) => [store.id, seedContext(db, store)]));
  const prepared: PreparedOrder[] = [];
  for (const order of planned) {
    const ready = await prepareOrder(contexts.get(order.storeId)!, order, random);
    if (ready) prepared.push(ready);
  }

  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const customerIds: number[] = [];
  const seededOrders = await db.transaction(async (tx) => {
    const firstOrders = new Map<number, PlannedOrder>();
    for (const { order } of prepared) if (!firstOrders.has(order.customer)) firstOrders.set(order.customer, order);
    const addresses = new Map<number, OrderAddressData>();
    for (const [index, person] of CUSTOMERS.entries()) {
      const first = firstOrders.get(index);
      if (!first) continue;
      const region = ROMANIA_REGIONS.find(([, code]) => code === person.region)!;
      const customer = await insertCustomer(tx, {
        websiteId: 1, storeId: first.storeId, email: `${ascii(person.firstname)}.${ascii(person.lastname)}@example.net`,
        firstname: person.firstname, lastname: person.lastname, passwordHash
      });
      if (!customer) throw new Error(`seedCustomerHistory: ${person.firstname} ${person.lastname}'s e-mail is taken`);
      const address = await insertAddress(tx, customer.customer_id, {
        firstname: person.firstname, lastname: person.lastname, middlename: null, prefix: null, suffix: null, company: null,
        street: [person.street], city: person.city, region_id: region[0], region: region[2], region_code: region[1],
        postcode: person.postcode, country_id: 'RO', telephone: person.telephone, fax: null, vat_id: null
      });
      await updateCustomer(tx, customer.customer_id, { default_billing: address.address_id, default_shipping: address.address_id });
      const since = new Date(first.placedMs - random.int(20, 200) * DAY_MS);
      await tx.query('UPDATE customer SET created_at = $2, updated_at = $2 WHERE customer_id = $1', [customer.customer_id, since]);
      await tx.query('UPDATE customer_address SET created_at = $2, updated_at = $2 WHERE address_id = $1', [address.address_id, since]);
      customerIds[index] = customer.customer_id;
      addresses.set(index, {
        firstname: person.firstname, lastname: person.lastname, company: null, street: [person.street], city: person.city,
        region_id: region[0], region_code: region[1], region: region[2], postcode: person.postcode, country_id: 'RO',
        telephone: person.telephone, vat_id: null, registration_number: null
      });
    }

    let orders = 0;
    for (const { order, ctx, sold, totals, method, options, rates } of prepared) {
      const customerId = customerIds[order.customer];
      const person = CUSTOMERS[order.customer];
      const shippedMs = order.placedMs + DAY_MS + random.int(1, 6) * HOUR_MS;
      const deliveredMs = shippedMs + DAY_MS + random.int(1, 8) * HOUR_MS;
      const quote = await insertQuote(tx, newMaskedId(), order.storeId, customerId);
      for (const s of sold) await insertQuoteItem(tx, quote.quote_id, s.product.id, s.parent?.id ?? null, s.quantity);
      await deactivateQuote(tx, quote.quote_id);
      const number = await nextOrderNumber(tx, order.storeId);
      const payment = order.paidByCard
        ? { method: CARD, title: paymentTitle(CARD, ctx.store.locale), brand: random.pick(['VI', 'MC']), last4: random.pick(['1111', '4444', '0004', '5100']),
            transaction_id: `sandbox_${Array.from({ length: 16 }, () => random.int(0, 15).toString(16)).join('')}` }
        : { method: CASH_ON_DELIVERY, title: paymentTitle(CASH_ON_DELIVERY, ctx.store.locale) };
      const items: OrderItemData[] = sold.map((s, index) => {
        const line = totals.lines.find((l) => l.key === index)!;
        return {
          product_id: s.product.id, parent_product_id: s.parent?.id ?? null, sku: s.product.sku, parent_sku: s.parent?.sku ?? null,
          name: s.parent?.name ?? s.product.name, url_key: s.parent?.url_key ?? s.product.url_key, product_type: s.parent ? 'configurable' : 'simple',
          quantity: s.quantity, price_incl_tax: line.priceInclTax, price_excl_tax: line.priceExclTax, row_total_incl_tax: line.rowTotalInclTax,
          row_total_excl_tax: line.rowTotalExclTax, tax_percent: line.taxRate, tax_amount: line.taxAmount, discount_amount: line.discount,
          selected_options: options[index].map((o) => ({ label: o.option_label, value: o.value_label }))
        };
      });
      const points = rewardPointsFor(totals.grandTotal, rates, new Date(order.placedMs));
      const address = addresses.get(order.customer)!;
      const orderId = await insertOrder(tx, {
        increment_id: number, quote_id: quote.quote_id, store_id: order.storeId, customer_id: customerId,
        customer_email: `${ascii(person.firstname)}.${ascii(person.lastname)}@example.net`, customer_firstname: person.firstname,
        customer_lastname: person.lastname, state: 'complete', status: 'complete', currency: ctx.currency, coupon_code: null, discount_label: null,
        subtotal_excl_tax: totals.subtotalExclTax, subtotal_incl_tax: totals.subtotalInclTax, discount_amount: totals.discount,
        shipping_excl_tax: totals.shippingExclTax, shipping_incl_tax: totals.shippingInclTax, tax_amount: totals.taxTotal,
        grand_total: totals.grandTotal, taxes: totals.taxes.map((t) => ({ rate: t.rate, title: vatTitle(t.rate, ctx.store.locale), amount: t.amount })),
        shipping_carrier_code: CARRIER.carrier, shipping_method_code: CARRIER.method,
        shipping_description: `${method.carrierTitle} - ${method.methodTitle}`, pickup_location_code: null, parcel_locker_code: null,
        payment, total_qty: totals.totalQuantity, reward_points: points, reward_points_used: 0, reward_amount: 0
      }, items, { shipping: address, billing: address });
      // Paid when placed (card) or at the door (cash on delivery): the invoice and the points then.
      const paidAt = new Date(order.paidByCard ? order.placedMs : deliveredMs);
      const placed = (await findOrderById(tx, orderId))!;
      const tracking = `2150${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
      const invoice = await invoiceOrder(tx, placed);
      const shipment = await shipOrder(tx, placed, tracking);
      if (points > 0) await insertRewardPoints(tx, customerId, orderId, points, `Order #${number}`);
      // The status history `npm run order` writes: shipped with its parcel, then complete (delivered; cash paid at the door).
      await insertStatusHistory(tx, { orderId, status: 'shipped', customerNotified: true, comment: `Shipment ${shipment}, tracking ${tracking}.` });
      await insertStatusHistory(tx, { orderId, status: 'complete', customerNotified: true, comment: order.paidByCard ? null : `Invoice ${invoice}.` });
      await backdate(tx, { quoteId: quote.quote_id, orderId, placed: new Date(order.placedMs), paid: paidAt, shipped: new Date(shippedMs), delivered: new Date(deliveredMs) });
      await tx.query('UPDATE catalog_review SET customer_id = $1 WHERE review_id = ANY ($2::int[])', [customerId, order.reviewIds]);
      orders++;
    }
    return orders;
  });
  const attributed = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM catalog_review WHERE customer_id IS NOT NULL');
  return { customers: customerIds.filter((id) => id !== undefined).length, orders: seededOrders, reviews: attributed?.n ?? 0 };
}

/** The order's times as they happened: placed, paid (invoice, points), shipped (shipment), delivered (complete, the withdrawal period's start). */
async function backdate(tx: Queryable, t: { quoteId: number; orderId: number; placed: Date; paid: Date; shipped: Date; delivered: Date }): Promise<void> {
  await tx.query('UPDATE quote SET created_at = $2, updated_at = $3 WHERE quote_id = $1', [t.quoteId, new Date(t.placed.getTime() - 20 * 60_000), t.placed]);
  await tx.query('UPDATE quote_item SET created_at = $2, updated_at = $2 WHERE quote_id = $1', [t.quoteId, new Date(t.placed.getTime() - 20 * 60_000)]);
  await tx.query('UPDATE sales_order SET created_at = $2, updated_at = $3, delivered_at = $3 WHERE order_id = $1', [t.orderId, t.placed, t.delivered]);
  await tx.query(`UPDATE sales_order_status_history SET created_at = CASE status WHEN 'shipped' THEN $2::timestamptz ELSE $3::timestamptz END WHERE order_id = $1`, [t.orderId, t.shipped, t.delivered]);
  await tx.query('UPDATE sales_invoice SET created_at = $2 WHERE order_id = $1', [t.orderId, t.paid]);
  await tx.query('UPDATE sales_shipment SET created_at = $2 WHERE order_id = $1', [t.orderId, t.shipped]);
  await tx.query('UPDATE sales_shipment_track SET created_at = $2 WHERE shipment_id IN (SELECT shipment_id FROM sales_shipment WHERE order_id = $1)', [t.orderId, t.shipped]);
  await tx.query('UPDATE reward_points_history SET created_at = $2 WHERE order_id = $1', [t.orderId, t.paid]);
}

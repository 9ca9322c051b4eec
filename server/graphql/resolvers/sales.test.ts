/**
 * Invoices and shipments of orders (Magento 2.4.7's CustomerOrder.invoices / shipments): written when
 * an order is paid and shipped, numbered per store view, read back in the order history; the order's
 * state; credit memos and comments empty.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, gql, pickSimple, PLACE_ORDER, prepareGuestCheckout, tokenizeCard } from '../../../test/helpers/sales';
import { formatIncrementId } from '../../repositories/salesDocuments';
import { createAccount } from '../../services/customer.testkit';
import { changeOrderStatus } from '../../services/orderStatus';

const t = testAppForFile();

/**
 * The demo store's customers have invoiced and shipped orders (seed/sales/customers.ts): the documents
 * of this file's orders take the numbers after theirs, the nth of a type in a store view.
 */
const seeded = new Map<string, number>();
beforeAll(async () => {
  for (const row of await t.db.query<{ entity_type: string; store_id: number; last_value: string }>('SELECT entity_type, store_id, last_value::text FROM sales_document_sequence')) {
    seeded.set(`${row.entity_type}:${row.store_id}`, Number(row.last_value));
  }
});
const nth = (type: 'invoice' | 'shipment', storeId: 1 | 2, n: number) => formatIncrementId(storeId, (seeded.get(`${type}:${storeId}`) ?? 0) + n);

const ORDERS = `query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
  number status state credit_memos { id } comments { message } gift_message { message }
  items { product_sku product_name status quantity_ordered quantity_invoiced quantity_shipped quantity_canceled }
  invoices { id number comments { message }
    total { subtotal { value } grand_total { value } base_grand_total { value } total_tax { value } total_shipping { value } discounts { amount { value } }
      taxes { rate amount { value } } shipping_handling { amount_including_tax { value } } }
    items { __typename id product_sku product_name product_sale_price { value } quantity_invoiced discounts { amount { value } } order_item { product_sku quantity_ordered } } }
  shipments { id number comments { message } tracking { title carrier number }
    items { __typename id product_sku product_name product_sale_price { value } quantity_shipped order_item { product_sku } } }
} } } }`;

async function placeCustomerOrder(token: string, payment: Record<string, unknown> = { code: 'cashondelivery' }, quantity = 2) {
  const product = await pickSimple(t.db, 'reduced', 'p.price BETWEEN 30 AND 120');
  const cartId = (await gql(t.app, 'query { customerCart { id } }', {}, { token })).data!.customerCart.id as string;
  await addToCart(t.app, cartId, product.sku, quantity, { token });
  await prepareGuestCheckout(t.app, cartId, payment, { token });
  const placed = await gql(t.app, PLACE_ORDER, { id: cartId }, { token });
  if (placed.errors) throw new Error(placed.errors[0].message);
  return { product, number: placed.data!.placeOrder.order.order_number as string, grandTotal: placed.data!.placeOrder.orderV2.total.grand_total.value as number };
}

const orderOf = async (token: string, number: string) => {
  const res = await gql(t.app, ORDERS, { number }, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.customer.orders.items[0];
};

test('cash on delivery: shipped gets the shipment with its tracking number, complete (paid at the door) the invoice', async () => {
  const account = await createAccount(t.app);
  const { product, number, grandTotal } = await placeCustomerOrder(account.token);
  const placed = await orderOf(account.token, number);
  expect(placed).toMatchObject({ state: 'new', status: 'Pending', invoices: [], shipments: [], credit_memos: [], comments: [], gift_message: null });
  const name = placed.items[0].product_name as string;
  expect(placed.items).toEqual([{ product_sku: product.sku, product_name: name, status: 'Ordered', quantity_ordered: 2, quantity_invoiced: 0, quantity_shipped: 0, quantity_canceled: 0 }]);

  const shipped = await changeOrderStatus(t.db, number, 'shipped', { trackingNumber: ' 2150012345678 ' });
  expect(shipped).toMatchObject({ invoice: null, shipment: nth('shipment', 2, 1) });
  const inTransit = await orderOf(account.token, number);
  expect(inTransit.state).toBe('processing');
  expect(inTransit.invoices).toEqual([]);
  expect(inTransit.shipments).toEqual([{
    id: expect.any(String), number: nth('shipment', 2, 1), comments: [],
    tracking: [{ title: 'FAN Courier', carrier: 'fancourier', number: '2150012345678' }],
    items: [{ __typename: 'ShipmentItem', id: expect.any(String), product_sku: product.sku, product_name: name, product_sale_price: { value: product.price }, quantity_shipped: 2, order_item: { product_sku: product.sku } }]
  }]);
  expect(inTransit.items[0]).toMatchObject({ status: 'Shipped', quantity_shipped: 2, quantity_invoiced: 0 });

  expect(await changeOrderStatus(t.db, number, 'complete')).toMatchObject({ invoice: nth('invoice', 2, 1), shipment: null });
  const done = await orderOf(account.token, number);
  expect(done.state).toBe('complete');
  expect(done.shipments).toHaveLength(1);
  expect(done.invoices).toHaveLength(1);
  const [invoice] = done.invoices;
  expect(invoice).toMatchObject({ number: nth('invoice', 2, 1), comments: [], total: { grand_total: { value: grandTotal }, base_grand_total: { value: grandTotal }, discounts: [] } });
  const taxTotal = invoice.total.taxes.reduce((sum: number, tax: { amount: { value: number } }) => sum + tax.amount.value, 0);
  expect(invoice.total.total_tax.value).toBeCloseTo(taxTotal, 2);
  expect(invoice.items).toEqual([{
    __typename: 'InvoiceItem', id: expect.any(String), product_sku: product.sku, product_name: name, product_sale_price: { value: product.price },
    quantity_invoiced: 2, discounts: [], order_item: { product_sku: product.sku, quantity_ordered: 2 }
  }]);
  expect(done.items[0]).toMatchObject({ status: 'Shipped', quantity_invoiced: 2, quantity_shipped: 2 });
});

test('a card order is invoiced when placed; documents are numbered per store view and type, and written once', async () => {
  const account = await createAccount(t.app);
  const card = { code: 'sandboxcard', sandboxcard: { payment_method_nonce: await tokenizeCard(t.app, '4111 1111 1111 1111') } };
  const first = await placeCustomerOrder(account.token, card, 1);
  const paid = await orderOf(account.token, first.number);
  expect(paid.state).toBe('processing');
  expect(paid.invoices.map((invoice: { number: string }) => invoice.number)).toEqual([nth('invoice', 2, 2)]);
  expect(paid.items[0]).toMatchObject({ status: 'Invoiced', quantity_invoiced: 1, quantity_shipped: 0 });
  // Shipped without a tracking number: a shipment without tracking; no second invoice, no number spent.
  expect(await changeOrderStatus(t.db, first.number, 'shipped')).toMatchObject({ invoice: null, shipment: nth('shipment', 2, 2) });
  expect((await orderOf(account.token, first.number)).shipments[0].tracking).toEqual([]);
  // Straight to complete: invoice and shipment in one step, the next numbers of each.
  const second = await placeCustomerOrder(account.token);
  expect(await changeOrderStatus(t.db, second.number, 'complete', { trackingNumber: 'AWB-77' })).toMatchObject({ invoice: nth('invoice', 2, 3), shipment: nth('shipment', 2, 3) });
  // The Romanian view numbers its own documents.
  const ro = await placeCustomerOrderIn('default', account.token);
  expect(await changeOrderStatus(t.db, ro, 'complete')).toMatchObject({ invoice: nth('invoice', 1, 1), shipment: nth('shipment', 1, 1) });
  // A canceled order gets neither.
  const third = await placeCustomerOrder(account.token);
  expect(await changeOrderStatus(t.db, third.number, 'canceled')).toMatchObject({ invoice: null, shipment: null });
  expect(await orderOf(account.token, third.number)).toMatchObject({ state: 'canceled', invoices: [], shipments: [], items: [{ status: 'Canceled', quantity_canceled: 2 }] });
});

async function placeCustomerOrderIn(store: string, token: string): Promise<string> {
  const product = await pickSimple(t.db, 'reduced', 'p.price BETWEEN 30 AND 120');
  const cartId = (await gql(t.app, 'query { customerCart { id } }', {}, { token, store })).data!.customerCart.id as string;
  await addToCart(t.app, cartId, product.sku, 1, { token, store });
  await prepareGuestCheckout(t.app, cartId, { code: 'cashondelivery' }, { token, store });
  const placed = await gql(t.app, PLACE_ORDER, { id: cartId }, { token, store });
  if (placed.errors) throw new Error(placed.errors[0].message);
  return placed.data!.placeOrder.order.order_number as string;
}

test('a tracking number goes with a shipment, not blank and not too long', async () => {
  const account = await createAccount(t.app);
  const { number } = await placeCustomerOrder(account.token);
  await expect(changeOrderStatus(t.db, number, 'paid', { trackingNumber: 'AWB-1' })).rejects.toThrow('A tracking number goes with a shipment: give it with --status shipped or complete, not paid.');
  await expect(changeOrderStatus(t.db, number, 'shipped', { trackingNumber: '   ' })).rejects.toThrow('The tracking number is empty.');
  await expect(changeOrderStatus(t.db, number, 'shipped', { trackingNumber: 'x'.repeat(256) })).rejects.toThrow('The tracking number is longer than 255 characters.');
  expect((await orderOf(account.token, number)).shipments).toEqual([]);
});

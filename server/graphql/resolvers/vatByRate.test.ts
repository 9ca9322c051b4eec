/**
 * VAT by rate through checkout: a cart with a food supplement (21 %), a product at the reduced rate (a
 * plant-based supplement or a food, 11 %) and paid delivery (21 %). The cart's applied_taxes, the REST
 * totals, the order's taxes and its invoice give one entry per rate, titled in the store view's
 * language, that agree with each other and add up to the tax total; the delivery's own VAT is its part
 * of the 21 % entry.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, customerCartId, gql, pickSimple, PLACE_ORDER, prepareGuestCheckout, rest, tokenizeCard } from '../../../test/helpers/sales';
import { createAccount } from '../../services/customer.testkit';

const t = testAppForFile();

const bani = (ron: number) => Math.round(ron * 100);
/** The VAT a tax-inclusive price contains, as the cart computes it (cartTotals.ts). */
const taxOf = (priceInclTax: number, rate: number) => (bani(priceInclTax) - Math.round((bani(priceInclTax) * 100) / (100 + rate))) / 100;
const sum = (amounts: number[]) => Math.round(amounts.reduce((a, b) => a + bani(b), 0)) / 100;

const CART_TAXES = `query($id: String!) { cart(cart_id: $id) { prices {
  applied_taxes { label amount { value } } grand_total { value } grand_total_excluding_tax { value } subtotal_including_tax { value } } } }`;
const ORDER = `query($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
  number
  total { total_tax { value } grand_total { value } taxes { rate title amount { value } }
    shipping_handling { amount_including_tax { value } amount_excluding_tax { value } taxes { rate title amount { value } } } }
  invoices { number total { total_tax { value } grand_total { value } taxes { rate title amount { value } }
    shipping_handling { amount_including_tax { value } taxes { rate title amount { value } } } } }
} } } }`;

test('a 21 % supplement, an 11 % product and paid delivery: cart, REST totals, order and invoice agree per rate', async () => {
  const supplement = await pickSimple(t.db, 'standard', "p.regulatory_category = 'food_supplement' AND p.price BETWEEN 40 AND 110");
  const reduced = await pickSimple(t.db, 'reduced', "p.regulatory_category IN ('herbal_supplement', 'food') AND p.price BETWEEN 30 AND 110");
  expect(supplement.price + reduced.price).toBeLessThan(250); // under the free-delivery threshold: delivery is paid
  const account = await createAccount(t.app);
  const store = 'default';
  const options = { token: account.token, store };
  const cartId = await customerCartId(t.app, account.token, { store });
  for (const product of [supplement, reduced]) expect((await addToCart(t.app, cartId, product.sku, 1, options)).errors).toBeUndefined();
  await prepareGuestCheckout(t.app, cartId, { code: 'sandboxcard', sandboxcard: { payment_method_nonce: await tokenizeCard(t.app, '4111 1111 1111 1111') } }, options);

  const delivery = 19.99;
  const expected = [
    { rate: 11, title: 'TVA 11%', amount: taxOf(reduced.price, 11) },
    { rate: 21, title: 'TVA 21%', amount: sum([taxOf(supplement.price, 21), taxOf(delivery, 21)]) }
  ];
  const taxTotal = sum(expected.map((e) => e.amount));
  const grandTotal = sum([supplement.price, reduced.price, delivery]);

  // The cart, in the Romanian view.
  const cart = (await gql(t.app, CART_TAXES, { id: cartId }, options)).data!.cart.prices;
  expect(cart.applied_taxes).toEqual(expected.map((e) => ({ label: e.title, amount: { value: e.amount } })));
  expect(cart.grand_total.value).toBeCloseTo(grandTotal, 2);
  expect(cart.grand_total_excluding_tax.value).toBeCloseTo(grandTotal - taxTotal, 2);

  // The REST totals of the same cart (the English view's titles), each rate its own group.
  const restAddress = {
    firstname: 'Ana', lastname: 'Popescu', street: ['Str. Lipscani nr. 10'], city: 'București', region: 'București', region_code: 'B',
    postcode: '030031', country_id: 'RO', telephone: '0721 234 567', email: 'ana@example.com'
  };
  const shipping = await rest(t.app, '/rest/en_storeview/V1/carts/mine/shipping-information', {
    addressInformation: { shipping_address: restAddress, billing_address: restAddress, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' }
  }, { token: account.token });
  expect(shipping.status).toBe(200);
  const taxSegment = shipping.body.totals.total_segments.find((s: { code: string }) => s.code === 'tax');
  expect(taxSegment.value).toBeCloseTo(taxTotal, 2);
  expect(taxSegment.extension_attributes.tax_grandtotal_details.map((d: { amount: number; rates: Array<{ percent: string; title: string }> }) => [d.amount, d.rates]))
    .toEqual(expected.map((e) => [e.amount, [{ percent: String(e.rate), title: `VAT ${e.rate}%` }]]));
  expect(shipping.body.totals.items.map((i: { tax_percent: number }) => i.tax_percent).sort()).toEqual([11, 21]);
  // The REST call set the address again: the card payment is chosen anew before ordering.
  await prepareGuestCheckout(t.app, cartId, { code: 'sandboxcard', sandboxcard: { payment_method_nonce: await tokenizeCard(t.app, '4111 1111 1111 1111') } }, options);

  const placed = await gql(t.app, PLACE_ORDER, { id: cartId }, options);
  expect(placed.errors).toBeUndefined();
  const number = placed.data!.placeOrder.orderV2.number as string;
  expect(placed.data!.placeOrder.orderV2.total.total_tax.value).toBeCloseTo(taxTotal, 2);

  const order = (await gql(t.app, ORDER, { number }, options)).data!.customer.orders.items[0];
  const asTaxes = expected.map((e) => ({ rate: e.rate, title: e.title, amount: { value: e.amount } }));
  expect(order.total.taxes).toEqual(asTaxes);
  expect(order.total.total_tax.value).toBeCloseTo(taxTotal, 2);
  expect(order.total.grand_total.value).toBeCloseTo(grandTotal, 2);
  // The delivery's own VAT, at 21 %.
  expect(order.total.shipping_handling).toEqual({
    amount_including_tax: { value: delivery }, amount_excluding_tax: { value: sum([delivery, -taxOf(delivery, 21)]) },
    taxes: [{ rate: 21, title: 'TVA 21%', amount: { value: taxOf(delivery, 21) } }]
  });

  // A card order is invoiced when placed: the invoice carries the same taxes.
  expect(order.invoices).toHaveLength(1);
  const [invoice] = order.invoices;
  expect(invoice.total.taxes).toEqual(asTaxes);
  expect(invoice.total.total_tax.value).toBeCloseTo(taxTotal, 2);
  expect(sum(invoice.total.taxes.map((x: { amount: { value: number } }) => x.amount.value))).toBeCloseTo(invoice.total.total_tax.value, 2);
  expect(invoice.total.grand_total.value).toBeCloseTo(grandTotal, 2);
  expect(invoice.total.shipping_handling.taxes).toEqual(order.total.shipping_handling.taxes);

  // What is stored: one entry per rate on the order and the invoice.
  const stored = await t.db.one<{ order_taxes: unknown; invoice_taxes: unknown }>(
    `SELECT o.taxes AS order_taxes, i.taxes AS invoice_taxes FROM sales_order o JOIN sales_invoice i ON i.order_id = o.order_id WHERE o.increment_id = $1`, [number]
  );
  const normalized = (taxes: unknown) => (taxes as Array<{ rate: number; title: string; amount: number | string }>).map((x) => ({ ...x, amount: Number(x.amount) }));
  expect(normalized(stored!.order_taxes)).toEqual(expected);
  expect(normalized(stored!.invoice_taxes)).toEqual(expected);
});

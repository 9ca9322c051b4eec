/**
 * Helpers of the cart/checkout/order tests and the cart benchmark: GraphQL and REST calls through
 * app.inject, products of the seeded demo store picked by what a test needs, and the checkout steps.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/client';

export interface GqlResult {
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; extensions?: { category?: string; code?: string } }>;
}

/** In the English view unless told: its messages are Magento's own English texts (the Romanian view translates them). */
export async function gql(app: FastifyInstance, query: string, variables: Record<string, unknown> = {}, options: { token?: string; store?: string } = {}): Promise<GqlResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json', store: options.store ?? 'en_storeview' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.inject({ method: 'POST', url: '/graphql', headers, payload: { query, variables } });
  return res.json() as GqlResult;
}

export async function rest(app: FastifyInstance, url: string, body: unknown, options: { token?: string; store?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.store) headers.store = options.store;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.inject({ method: 'POST', url, headers, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

export interface PickedProduct {
  product_id: number;
  sku: string;
  price: number;
  special_price: number | null;
  quantity: number;
  tax_class: 'reduced' | 'standard';
  parent_sku: string | null;
}

/** Simple products (or variants) of the demo store matching a condition, cheapest regular price first. */
export async function pickProducts(db: Db, where: string, limit = 1): Promise<PickedProduct[]> {
  const rows = await db.query<PickedProduct & Record<string, unknown>>(
    `SELECT p.product_id, p.sku, p.price, p.special_price, p.quantity, p.tax_class, parent.sku AS parent_sku
       FROM catalog_product p LEFT JOIN catalog_product parent ON parent.product_id = p.parent_id
      WHERE p.type_id = 'simple' AND p.status = 1 AND ${where}
      ORDER BY p.product_id LIMIT ${Number(limit)}`
  );
  return rows.map((r) => ({ ...r, price: Number(r.price), special_price: r.special_price === null ? null : Number(r.special_price), quantity: Number(r.quantity) }));
}

/** An in-stock simple product sold on its own, without a special price, of a tax class. */
export async function pickSimple(db: Db, taxClass: 'reduced' | 'standard' = 'reduced', extra = 'TRUE'): Promise<PickedProduct> {
  const [product] = await pickProducts(db, `p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.quantity >= 50
    AND p.special_price IS NULL AND p.tax_class = '${taxClass}' AND ${extra}`);
  if (!product) throw new Error(`no in-stock ${taxClass} simple product in the demo store`);
  return product;
}

/** Sets a product's stock (tests of stock rules). */
export async function setStock(db: Db, productId: number, quantity: number): Promise<void> {
  await db.query(`UPDATE catalog_product SET quantity = $2, stock_status = CASE WHEN $2 > 0 THEN 'IN_STOCK' ELSE 'OUT_OF_STOCK' END WHERE product_id = $1`, [productId, quantity]);
}

export const CART_FIELDS = `
  id email total_quantity is_virtual
  items { uid id quantity errors { code message } prices { price { value currency } row_total { value } row_total_including_tax { value } total_item_discount { value } }
    product { sku name url_key stock_status } ... on ConfigurableCartItem { configurable_options { configurable_product_option_uid option_label configurable_product_option_value_uid value_label id value_id } configured_variant { sku } } }
  prices { grand_total { value currency } subtotal_excluding_tax { value } subtotal_including_tax { value } subtotal_with_discount_excluding_tax { value }
    applied_taxes { label amount { value } } discounts { label amount { value } } }
  applied_coupons { code }
  applied_gift_cards { code }
  shipping_addresses { firstname lastname street city region { code label region_id } postcode telephone country { code label }
    available_shipping_methods { carrier_code carrier_title method_code method_title amount { value } price_excl_tax { value } available }
    selected_shipping_method { carrier_code method_code amount { value } } pickup_location_code parcel_locker_code }
  billing_address { firstname lastname city postcode }
  available_payment_methods { code title }
  selected_payment_method { code title }`;

export const ADDRESS = {
  firstname: 'Ana',
  lastname: 'Popescu',
  street: ['Str. Lipscani nr. 10'],
  city: 'București',
  region: 'B',
  postcode: '030031',
  country_code: 'RO',
  telephone: '0721 234 567'
};

export async function createGuestCart(app: FastifyInstance): Promise<string> {
  const res = await gql(app, 'mutation { createEmptyCart }');
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data!.createEmptyCart as string;
}

/** The signed-in customer's active cart (Magento makes one on the first ask). */
export async function customerCartId(app: FastifyInstance, token: string, options: { store?: string } = {}): Promise<string> {
  const res = await gql(app, 'query { customerCart { id } }', {}, { ...options, token });
  if (res.errors) throw new Error(res.errors[0].message);
  return res.data!.customerCart.id as string;
}

export async function addToCart(app: FastifyInstance, cartId: string, sku: string, quantity: number, options: { token?: string; parentSku?: string; store?: string } = {}) {
  return gql(app, `mutation($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) {
      cart { id total_quantity } user_errors { code message } } }`,
  { cartId, items: [{ sku, quantity, parent_sku: options.parentSku ?? null }] }, options);
}

export async function tokenizeCard(app: FastifyInstance, number: string): Promise<string> {
  const res = await rest(app, '/rest/V1/sandbox-card/tokens', { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.nonce as string;
}

/** Email, address, billing same as shipping, standard courier, and a payment method on a guest cart. */
export async function prepareGuestCheckout(app: FastifyInstance, cartId: string, payment: Record<string, unknown> = { code: 'cashondelivery' }, options: { token?: string; store?: string } = {}) {
  const steps: Array<[string, Record<string, unknown>]> = [];
  if (!options.token) steps.push(['mutation($id: String!) { setGuestEmailOnCart(input: {cart_id: $id, email: "ana@example.com"}) { cart { email } } }', { id: cartId }]);
  steps.push(
    ['mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }', { id: cartId, a: ADDRESS }],
    ['mutation($id: String!) { setBillingAddressOnCart(input: {cart_id: $id, billing_address: {same_as_shipping: true}}) { cart { id } } }', { id: cartId }],
    ['mutation($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "fancourier", method_code: "standard"}]}) { cart { id } } }', { id: cartId }],
    ['mutation($id: String!, $p: PaymentMethodInput!) { setPaymentMethodOnCart(input: {cart_id: $id, payment_method: $p}) { cart { id } } }', { id: cartId, p: payment }]
  );
  for (const [query, variables] of steps) {
    const res = await gql(app, query, variables, options);
    if (res.errors) throw new Error(`${query.slice(0, 60)}: ${res.errors[0].message}`);
  }
}

export const PLACE_ORDER = `mutation($id: String!) { placeOrder(input: {cart_id: $id}) { order { order_number } orderV2 { number status
  total { grand_total { value } subtotal { value } total_shipping { value } total_tax { value } }
  items { product_sku product_name quantity_ordered product_sale_price { value } } } errors { code message } } }`;

/** The ids of the store view's checkout agreements: what a shopper ticks before ordering through REST. */
export async function agreementIds(app: FastifyInstance, store = 'en_storeview'): Promise<number[]> {
  const res = await gql(app, '{ checkoutAgreements { agreement_id mode } }', {}, { store });
  return (res.data!.checkoutAgreements as Array<{ agreement_id: number; mode: string }>).filter((a) => a.mode === 'MANUAL').map((a) => a.agreement_id);
}

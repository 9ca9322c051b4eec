// Server-side helpers for the cart and checkout journeys: GraphQL/REST calls from the test process
// (seeding carts, customers, stock), browser storage records as the SPA writes them, the mail outbox.
import type { Page } from 'playwright-core';

import { baseUrl } from './browser';

export const STORAGE_PREFIX = 'M2_VENIA_BROWSER_PERSISTENCE__';

export interface GraphQLAnswer<T> {
  data?: T;
  errors?: Array<{ message: string }>;
}

export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, options: { store?: string; token?: string } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      Store: options.store ?? 'default',
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {})
    },
    body: JSON.stringify({ query, variables })
  });
  const answer = (await response.json()) as GraphQLAnswer<T>;
  if (answer.errors?.length) throw new Error(answer.errors.map((error) => error.message).join(', '));
  return answer.data as T;
}

export interface CartLineSeed {
  sku: string;
  quantity: number;
  selected_options?: string[];
}

export async function createGuestCart(lines: CartLineSeed[], store = 'default'): Promise<string> {
  const { createEmptyCart } = await graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, { store });
  await addLines(createEmptyCart, lines, { store });
  return createEmptyCart;
}

export async function addLines(cartId: string, lines: CartLineSeed[], options: { store?: string; token?: string } = {}): Promise<void> {
  const result = await graphql<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(
    'mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
    { cartId, items: lines },
    options
  );
  const errors = result.addProductsToCart.user_errors;
  if (errors.length) throw new Error(errors.map((error) => error.message).join(', '));
}

/** The option value uid of a configurable product's value, by label. */
export async function optionUid(parentSku: string, valueLabel: string, store = 'default'): Promise<string> {
  const data = await graphql<{ products: { items: Array<{ configurable_options: Array<{ values: Array<{ uid: string; label: string }> }> }> } }>(
    'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { configurable_options { values { uid label } } } } } }',
    { sku: parentSku },
    { store }
  );
  const value = data.products.items[0]?.configurable_options.flatMap((option) => option.values).find((candidate) => candidate.label === valueLabel);
  if (!value) throw new Error(`No option ${valueLabel} on ${parentSku}`);
  return value.uid;
}

/** Stores a value the way the SPA's BrowserPersistence does. */
export function storageRecord(value: unknown, ttl?: number): string {
  return JSON.stringify({ value: JSON.stringify(value), timeStored: Date.now(), ...(ttl ? { ttl } : {}) });
}

/** Before the page's scripts run: the given cart id (and sign-in token) in localStorage. */
export async function presetStorage(page: Page, values: { cartId?: string; token?: string }): Promise<void> {
  await page.addInitScript(
    ({ prefix, cart, token, now }) => {
      if (sessionStorage.getItem('e2e-preset')) return;
      sessionStorage.setItem('e2e-preset', '1');
      // Each journey starts as a new visitor (the browser profile is shared by the file's journeys), one
      // who already answered the cookie banner (see launch() in ./browser).
      const consent = localStorage.getItem(`${prefix}cookieAccept`);
      localStorage.clear();
      if (consent) localStorage.setItem(`${prefix}cookieAccept`, consent);
      if (cart) localStorage.setItem(`${prefix}cartId`, JSON.stringify({ value: JSON.stringify(cart), timeStored: now }));
      if (token) localStorage.setItem(`${prefix}signin_token`, JSON.stringify({ value: JSON.stringify(token), timeStored: now, ttl: 3600 }));
    },
    { prefix: STORAGE_PREFIX, cart: values.cartId, token: values.token, now: Date.now() }
  );
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

export async function mailsTo(email: string): Promise<OutboxMail[]> {
  const response = await fetch(`${baseUrl()}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { items: OutboxMail[] };
  return body.items;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ro`;
}

export interface Customer {
  email: string;
  password: string;
  token: string;
  firstname: string;
  lastname: string;
}

export async function createCustomer(tag: string, store = 'default'): Promise<Customer> {
  const email = uniqueEmail(tag);
  const password = 'Parola-Buna-2024';
  await graphql(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { firstname: 'Ioana', lastname: 'Marinescu', email, password } },
    { store }
  );
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
    { store }
  );
  return { email, password, token: generateCustomerToken.token, firstname: 'Ioana', lastname: 'Marinescu' };
}

export async function addCustomerAddress(customer: Customer, store = 'default'): Promise<void> {
  await graphql(
    `mutation {
      createCustomerAddress(input: {
        firstname: "Ioana", lastname: "Marinescu", street: ["Str. Republicii 10"], city: "Cluj-Napoca",
        region: { region_code: "CJ" }, postcode: "400015", telephone: "0744123456", country_code: RO,
        default_shipping: true, default_billing: true
      }) { id }
    }`,
    {},
    { store, token: customer.token }
  );
}

export async function customerCartId(customer: Customer, store = 'default'): Promise<string> {
  const { customerCart } = await graphql<{ customerCart: { id: string } }>('{ customerCart { id } }', {}, { store, token: customer.token });
  return customerCart.id;
}

export async function customerOrders(customer: Customer, store = 'default') {
  const data = await graphql<{
    customer: { orders: { items: Array<{ number: string; id: string; total: { grand_total: { value: number } }; payment_methods: Array<{ name: string; type: string }>; items: Array<{ product_sku: string; quantity_ordered: number }> }> } };
  }>(
    '{ customer { orders(pageSize: 20, sort: { sort_field: CREATED_AT, sort_direction: DESC }) { items { number id total { grand_total { value } } payment_methods { name type } items { product_sku quantity_ordered } } } } }',
    {},
    { store, token: customer.token }
  );
  return data.customer.orders.items;
}

/** How many units of a simple product can still be bought (probing a scratch cart). */
export async function availableUnits(sku: string): Promise<number> {
  let low = 0;
  // The demo catalogue keeps at most 250 units of a product.
  let high = 1000;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const { createEmptyCart } = await graphql<{ createEmptyCart: string }>('mutation { createEmptyCart }');
    let fits: boolean;
    try {
      const result = await graphql<{ addProductsToCart: { user_errors: Array<{ message: string }> } }>(
        'mutation ($cartId: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cartId, cartItems: $items) { user_errors { message } } }',
        { cartId: createEmptyCart, items: [{ sku, quantity: middle }] }
      );
      fits = result.addProductsToCart.user_errors.length === 0;
    } catch {
      fits = false;
    }
    if (fits) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A guest order through GraphQL (a second shopper, Dan Pop), courier + cash on delivery. */
export async function placeGuestOrderByApi(lines: CartLineSeed[], email = uniqueEmail('other-shopper')): Promise<string> {
  const cartId = await createGuestCart(lines);
  await graphql('mutation ($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { id } } }', { c: cartId, e: email });
  await graphql(
    `mutation ($c: String!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: {
      firstname: "Dan", lastname: "Pop", street: ["Str. Mare 2"], city: "Iași", region: "IS", postcode: "700001",
      telephone: "0722000111", country_code: "RO" } }] }) { cart { id } } }`,
    { c: cartId }
  );
  await graphql('mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }', { c: cartId });
  await graphql('mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "fancourier", method_code: "standard" }] }) { cart { id } } }', { c: cartId });
  await graphql('mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "cashondelivery" } }) { cart { id } } }', { c: cartId });
  const placed = await graphql<{ placeOrder: { orderV2: { number: string } } }>('mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } } }', { c: cartId });
  return placed.placeOrder.orderV2.number;
}

/** The storefront's REST checkout calls: guest and signed-in, with Magento's bodies, answers and errors. */
import { createTestApp, testAppForFile } from '../../test/helpers/server';
import { addToCart, agreementIds, createGuestCart, customerCartId, gql, pickSimple, rest, tokenizeCard } from '../../test/helpers/sales';
import { createAccount } from '../services/customer.testkit';
import { ARGUMENT_MAX } from '../services/textLimits';

const t = testAppForFile();

const restAddress = {
  firstname: 'Ion', lastname: 'Ionescu', street: ['Bd. Eroilor nr. 5'], city: 'Cluj-Napoca', region: 'Cluj', region_id: 290, region_code: 'CJ',
  postcode: '400129', country_id: 'RO', telephone: '+40 744 000 111', email: 'ion@example.com'
};

test('a guest checks out through the REST calls: shipping-information then payment-information answers the order id', async () => {
  const region = await t.db.one<{ region_id: number }>("SELECT region_id FROM directory_region WHERE country_id = 'RO' AND code = 'CJ'");
  const address = { ...restAddress, region_id: region!.region_id };
  const product = await pickSimple(t.db, 'reduced');
  const cartId = await createGuestCart(t.app);
  await addToCart(t.app, cartId, product.sku, 1);
  const shipping = await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' }
  });
  expect(shipping.status).toBe(200);
  expect(shipping.body.payment_methods.map((m: { code: string }) => m.code)).toEqual(['sandboxcard', 'cashondelivery', 'banktransfer']);
  const totals = shipping.body.totals;
  const shippingPrice = product.price >= 250 ? 0 : 19.99;
  expect(totals.grand_total).toBeCloseTo(product.price + shippingPrice, 2);
  expect(totals.subtotal_incl_tax).toBeCloseTo(product.price, 2);
  expect(totals.shipping_incl_tax).toBeCloseTo(shippingPrice, 2);
  expect(totals.quote_currency_code).toBe('RON');
  expect(totals.items[0]).toMatchObject({ qty: 1, tax_percent: 11, price_incl_tax: product.price });
  expect(totals.total_segments.map((s: { code: string }) => s.code)).toEqual(['subtotal', 'shipping', 'tax', 'grand_total']);

  const nonce = await tokenizeCard(t.app, '4111111111111111');
  const answer = await t.app.inject({
    method: 'POST',
    url: `/rest/V1/guest-carts/${cartId}/payment-information`,
    headers: { 'content-type': 'application/json' },
    payload: { cartId, email: 'ion@example.com', billingAddress: address, paymentMethod: { method: 'sandboxcard', additional_data: { payment_method_nonce: nonce }, extension_attributes: { agreement_ids: await agreementIds(t.app, 'default') } } }
  });
  const payment = { status: answer.statusCode, body: answer.json() as string };
  expect(payment.status).toBe(200);
  expect(payment.body).toMatch(/^\d+$/);
  // The browser that placed it may create an account that follows the order (guestOrderCookie.ts).
  expect(answer.headers['set-cookie']).toBe(`gnc_guest_orders=${cartId}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax`);
  const order = await t.db.one<{ customer_email: string; status: string; grand_total: number }>('SELECT customer_email, status, grand_total FROM sales_order WHERE order_id = $1', [Number(payment.body)]);
  expect(order).toMatchObject({ customer_email: 'ion@example.com', status: 'processing' });
  expect(Number(order!.grand_total)).toBeCloseTo(product.price + shippingPrice, 2);

  const again = await rest(t.app, `/rest/V1/guest-carts/${cartId}/payment-information`, { cartId, email: 'ion@example.com', paymentMethod: { method: 'cashondelivery' } });
  expect(again).toEqual({ status: 404, body: { message: "The cart isn't active.", parameters: [], code: 'CART_INACTIVE' } });
});

test('REST errors: unknown cart 404, bad address 400, declined card 400 with the cart kept, mine without a token 401', async () => {
  const unknown = await rest(t.app, '/rest/V1/guest-carts/nosuchcart/shipping-information', { addressInformation: { shipping_address: restAddress, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' } });
  expect(unknown).toEqual({ status: 404, body: { message: 'Could not find a cart with ID "nosuchcart"', parameters: [], code: 'CART_NOT_FOUND' } });
  const product = await pickSimple(t.db, 'standard');
  const cartId = await createGuestCart(t.app);
  await addToCart(t.app, cartId, product.sku, 1);
  const badPostcode = await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: { ...restAddress, postcode: '12' }, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' }
  });
  expect(badPostcode.status).toBe(400);
  expect(badPostcode.body.message).toMatch(/^Invalid value of "12" provided for the postcode field/);
  expect(badPostcode.body.code).toBe('INVALID_FIELD_VALUE');
  const noMethod = await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, { addressInformation: { shipping_address: restAddress } }, { store: 'en_storeview' });
  expect(noMethod).toEqual({ status: 400, body: { message: 'The shipping method is missing. Select the shipping method and try again.', parameters: [], code: 'SHIPPING_METHOD_MISSING' } });
  const ok = await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, { addressInformation: { shipping_address: restAddress, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' } });
  expect(ok.status).toBe(200);
  const agreed = { agreement_ids: await agreementIds(t.app, 'default') };
  const declined = await rest(t.app, `/rest/V1/guest-carts/${cartId}/payment-information`, {
    cartId, email: 'ion@example.com', paymentMethod: { method: 'sandboxcard', additional_data: { payment_method_nonce: await tokenizeCard(t.app, '4000000000000002') }, extension_attributes: agreed }
  });
  // No Store header: the default (Romanian) view, which answers in Romanian; the English view in English;
  // the code is the same in both.
  expect(declined).toEqual({ status: 400, body: { message: 'Comanda nu a putut fi plasată: Cardul a fost refuzat.', parameters: [], code: 'PAYMENT_DECLINED' } });
  const declinedEn = await rest(t.app, `/rest/V1/guest-carts/${cartId}/payment-information`, {
    cartId, email: 'ion@example.com', paymentMethod: { method: 'sandboxcard', additional_data: { payment_method_nonce: await tokenizeCard(t.app, '4000000000000002') }, extension_attributes: { agreement_ids: await agreementIds(t.app) } }
  }, { store: 'en_storeview' });
  expect(declinedEn).toEqual({ status: 400, body: { message: 'Unable to place order: Your card was declined.', parameters: [], code: 'PAYMENT_DECLINED' } });
  const retry = await rest(t.app, `/rest/V1/guest-carts/${cartId}/payment-information`, { cartId, email: 'ion@example.com', paymentMethod: { method: 'banktransfer', extension_attributes: agreed } });
  expect(retry.status).toBe(200);
  const mine = await rest(t.app, '/rest/V1/carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery' } });
  expect(mine).toEqual({ status: 401, body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' }, code: 'CUSTOMER_NOT_AUTHORIZED' } });
  const badToken = await rest(t.app, '/rest/V1/carts/mine/shipping-information', {}, { token: 'nope' });
  expect(badToken.status).toBe(401);
});

test('a signed-in customer checks out through the "mine" REST calls, with the store in the path', async () => {
  const account = await createAccount(t.app);
  const product = await pickSimple(t.db, 'reduced');
  const cartId = await customerCartId(t.app, account.token);
  await addToCart(t.app, cartId, product.sku, 3, { token: account.token });
  // Shops are per store view: the English view's row of the shop.
  const shop = (await t.db.one<{ location_id: number }>("SELECT location_id FROM store_location WHERE url_key = 'afi-cotroceni' AND '2' = ANY(string_to_array(store_ids, ','))"))!;
  const shipping = await rest(t.app, '/rest/en_storeview/V1/carts/mine/shipping-information', {
    addressInformation: {
      shipping_address: { ...restAddress, extension_attributes: { pickup_location_code: String(shop.location_id) } },
      shipping_carrier_code: 'instore', shipping_method_code: 'pickup'
    }
  }, { token: account.token });
  expect(shipping.status).toBe(200);
  expect(shipping.body.totals.shipping_incl_tax).toBe(0);
  expect(shipping.body.totals.total_segments.find((s: { code: string }) => s.code === 'shipping').title).toBe('Shipping & Handling (In-store pickup - Pick up at the chosen GNC shop (usually within 24 hours))');
  const payment = await rest(t.app, '/rest/en_storeview/V1/carts/mine/payment-information', { paymentMethod: { method: 'cashondelivery', extension_attributes: { agreement_ids: await agreementIds(t.app) } } }, { token: account.token });
  expect(payment.status).toBe(200);
  const order = await t.db.one<{ increment_id: string; store_id: number; pickup_location_code: string; customer_email: string }>('SELECT increment_id, store_id, pickup_location_code, customer_email FROM sales_order WHERE order_id = $1', [Number(payment.body)]);
  expect(order).toEqual({ increment_id: expect.stringMatching(/^2\d{8}$/), store_id: 2, pickup_location_code: String(shop.location_id), customer_email: account.email });
  // The guest endpoint cannot reach the customer's (now ordered) or a customer's active cart.
  const active = await customerCartId(t.app, account.token);
  const guestReach = await rest(t.app, `/rest/V1/guest-carts/${active}/payment-information`, { email: 'x@example.com', paymentMethod: { method: 'cashondelivery' } });
  expect(guestReach.status).toBe(401);
  expect(guestReach.body.message).toBe(`The current user cannot perform operations on cart "${active}"`);
});

test('hostile REST input: a wrong type or an unstorable character is a 400 naming the field, never a 500', async () => {
  const product = await pickSimple(t.db, 'standard');
  const cartId = await createGuestCart(t.app);
  await addToCart(t.app, cartId, product.sku, 1);
  const payment = `/rest/V1/guest-carts/${cartId}/payment-information`;
  for (const email of [{}, ['a@example.com', 'b@example.com']]) {
    const answer = await rest(t.app, payment, { cartId, email, paymentMethod: { method: 'cashondelivery' } });
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid value provided for the %fieldName field.', parameters: { fieldName: 'email' }, code: 'INVALID_FIELD_VALUE' } });
  }
  // A number is read as text (Fastify's coercion), then refused as an e-mail address.
  expect((await rest(t.app, payment, { cartId, email: 42.5, paymentMethod: { method: 'cashondelivery' } })).status).toBe(400);
  const badStreet = await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: { ...restAddress, street: { line: 1 } }, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' }
  });
  expect(badStreet.status).toBe(400);
  expect(badStreet.body.parameters.fieldName).toMatch(/^addressInformation\.shipping_address\.street/);

  const nulInPath = await rest(t.app, '/rest/V1/guest-carts/%00/shipping-information', { addressInformation: {} });
  expect(nulInPath).toEqual({ status: 400, body: { message: 'Invalid value provided for the %fieldName field.', parameters: { fieldName: 'cartId' }, code: 'INVALID_CHARACTERS' } });
  const nulInBody = await rest(t.app, payment, { cartId, email: 'ion\u0000@example.com', paymentMethod: { method: 'cashondelivery' } });
  expect(nulInBody).toEqual({ status: 400, body: { message: 'Invalid value provided for the %fieldName field.', parameters: { fieldName: 'email' }, code: 'INVALID_CHARACTERS' } });
  const longComment = await rest(t.app, payment, { cartId, email: 'ion@example.com', paymentMethod: { method: 'cashondelivery', extension_attributes: { note: 'x'.repeat(ARGUMENT_MAX + 1) } } });
  expect(longComment).toEqual({
    status: 400,
    body: { message: 'Invalid value provided for the %fieldName field.', parameters: { fieldName: 'paymentMethod.extension_attributes.note' }, code: 'VALUE_TOO_LONG' }
  });
  const card = await rest(t.app, '/rest/V1/sandbox-card/tokens', { number: { n: 4111 }, exp_month: 12, exp_year: 2030, cvc: '123' });
  expect(card.status).toBe(400);

  // The cart is untouched and still checks out.
  const placed = await rest(t.app, payment, { cartId, email: 'ion@example.com', billingAddress: restAddress, paymentMethod: { method: 'cashondelivery' } });
  expect(placed.status).not.toBe(500);
});

test('a fault of the store (not of the request) is a 500 with a report id and no detail; the log has the id and the error', async () => {
  const lines: string[] = [];
  const app = await createTestApp({ seed: false, logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
  try {
    // The first statement of the request (the store view's lookup) fails.
    jest.spyOn(app.db, 'one').mockRejectedValueOnce(new Error('disk full at /var/lib/postgresql/data (secret detail)'));
    const answer = await rest(app.app, '/rest/V1/guest-carts/abc/payment-information', { email: 'ion@example.com', paymentMethod: { method: 'cashondelivery' } });
    expect(answer.status).toBe(500);
    expect(answer.body.message).toMatch(/^Internal Error\. Details are available in Magento log file\. Report ID: webapi-\S+$/);
    expect(JSON.stringify(answer.body)).not.toMatch(/disk full|secret|postgresql|\.ts:/);
    const reportId = answer.body.message.split('Report ID: ')[1];
    const entry = lines.map((line) => JSON.parse(line) as { reportId?: string; err?: { message?: string } }).find((logged) => logged.reportId === reportId);
    expect(entry?.err?.message).toContain('disk full');
  } finally {
    jest.restoreAllMocks();
    await app.close();
  }
});

test('checkout agreements: listed with their CMS links in both views; REST refuses an order without every one accepted', async () => {
  for (const [store, prefix, text] of [['default', '', 'Am citit și accept Termenii și condițiile.'], ['en_storeview', '/en', 'I have read and accept the Terms and conditions.']] as const) {
    const listed = await gql(t.app, '{ checkoutAgreements { agreement_id name content checkbox_text is_html mode } }', {}, { store });
    const [terms, privacy] = listed.data!.checkoutAgreements;
    expect(terms).toMatchObject({ checkbox_text: text, is_html: true, mode: 'MANUAL' });
    expect(terms.content).toContain(`href="${prefix}/termeni-si-conditii"`);
    expect(terms.content).not.toContain('{{');
    expect(privacy.content).toContain(`href="${prefix}/politica-de-confidentialitate"`);
  }
  const product = await pickSimple(t.db, 'standard');
  const cartId = await createGuestCart(t.app);
  await addToCart(t.app, cartId, product.sku, 1);
  const region = await t.db.one<{ region_id: number }>("SELECT region_id FROM directory_region WHERE country_id = 'RO' AND code = 'CJ'");
  const address = { ...restAddress, region_id: region!.region_id };
  await rest(t.app, `/rest/V1/guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'fancourier', shipping_method_code: 'standard' }
  });
  const [terms] = await agreementIds(t.app, 'default');
  const pay = (ids?: number[]) =>
    rest(t.app, `/rest/V1/guest-carts/${cartId}/payment-information`, { cartId, email: 'ion@example.com', paymentMethod: { method: 'cashondelivery', ...(ids ? { extension_attributes: { agreement_ids: ids } } : {}) } });
  // No Store header: the Romanian view answers in Romanian.
  const refused = { status: 400, body: { message: 'Comanda nu a fost plasată. Acceptă mai întâi termenii și condițiile, apoi plasează din nou comanda.', parameters: [], code: 'AGREEMENTS_NOT_ACCEPTED' } };
  expect(await pay()).toEqual(refused);
  expect(await pay([terms])).toEqual(refused);
  const placed = await pay(await agreementIds(t.app, 'default'));
  expect(placed.status).toBe(200);
});

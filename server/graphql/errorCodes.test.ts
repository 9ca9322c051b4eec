/**
 * The shopper-facing errors carry a stable extensions.code beside Magento's extensions.category: the
 * same code in both store views, while the message is in the view's language. Clients match the code.
 */
import { createTestApp, type TestApp } from '../../test/helpers/server';
import { ADDRESS, addToCart, createGuestCart, customerCartId, gql, pickProducts, PLACE_ORDER, prepareGuestCheckout, setStock, tokenizeCard, type PickedProduct } from '../../test/helpers/sales';
import { createAccount, STRONG_PASSWORD } from '../services/customer.testkit';

let t: TestApp;
let products: PickedProduct[];
beforeAll(async () => {
  t = await createTestApp();
  products = await pickProducts(t.db, `p.parent_id IS NULL AND p.visibility = 4 AND p.stock_status = 'IN_STOCK' AND p.quantity >= 50`, 4);
}, 120_000);
afterAll(() => t.close());

const EN = 'en_storeview';
const RO = 'default';

interface AnsweredError {
  message: string;
  extensions?: { category?: string; code?: string; field?: string };
}

/** The first error of an answer: its message, category, code and field. */
function firstError(result: { errors?: AnsweredError[] }) {
  const error = result.errors?.[0];
  if (!error) throw new Error('The answer has no error');
  const { category, code, field } = error.extensions ?? {};
  return { message: error.message, category, code, ...(field === undefined ? {} : { field }) };
}

/** One scenario in each store view (fresh state for each): the first error of each. */
async function inBothViews(scenario: (store: string) => Promise<{ errors?: AnsweredError[] }>) {
  return { en: firstError(await scenario(EN)), ro: firstError(await scenario(RO)) };
}

/** Both views answer with the same category and code (and field), each with its own message. */
function expectInBothViews(answer: { en: unknown; ro: unknown }, error: { category: string; code: string; field?: string }, messages: { en: string; ro: string }) {
  expect(answer.en).toEqual({ message: messages.en, ...error });
  expect(answer.ro).toEqual({ message: messages.ro, ...error });
}

/** A new guest cart with one of the product. */
async function guestCartWith(sku: string): Promise<string> {
  const id = await createGuestCart(t.app);
  await addToCart(t.app, id, sku, 1);
  return id;
}

async function firstItemUid(cartId: string): Promise<string> {
  return (await gql(t.app, 'query($id: String!) { cart(cart_id: $id) { items { uid } } }', { id: cartId })).data!.cart.items[0].uid as string;
}

/** Runs a scenario that changes the product's stock, then puts its stock back. */
async function restoringStock<T>(product: PickedProduct, scenario: () => Promise<T>): Promise<T> {
  try {
    return await scenario();
  } finally {
    await setStock(t.db, product.product_id, product.quantity);
  }
}

const CART = 'query($id: String!) { cart(cart_id: $id) { id } }';
const UPDATE_QUANTITY = 'mutation($id: String!, $uid: ID!, $q: Float!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: $q}]}) { cart { id } } }';

describe('carts', () => {
  test('an unknown, an ordered and another shopper’s cart: CART_NOT_FOUND, CART_INACTIVE, CART_FORBIDDEN', async () => {
    const unknown = await inBothViews((store) => gql(t.app, CART, { id: 'nosuchcart00000000000000000000000' }, { store }));
    expect(unknown.en).toEqual({ message: 'Could not find a cart with ID "nosuchcart00000000000000000000000"', category: 'graphql-no-such-entity', code: 'CART_NOT_FOUND' });
    expect(unknown.ro).toEqual(unknown.en);

    const inactive = await inBothViews(async (store) => {
      const id = await createGuestCart(t.app);
      await t.db.query('UPDATE quote SET is_active = false WHERE masked_id = $1', [id]);
      return gql(t.app, CART, { id }, { store });
    });
    expect(inactive.en).toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity', code: 'CART_INACTIVE' });
    expect(inactive.ro.code).toBe('CART_INACTIVE');

    const account = await createAccount(t.app);
    const customerCart = await customerCartId(t.app, account.token);
    const forbidden = await inBothViews((store) => gql(t.app, CART, { id: customerCart }, { store }));
    expect(forbidden.en).toMatchObject({ category: 'graphql-authorization', code: 'CART_FORBIDDEN' });
    expect(forbidden.ro).toEqual(forbidden.en);
  });

  test('more than in stock: INSUFFICIENT_STOCK, in Romanian in the Romanian view', async () => {
    const product = products[0];
    await setStock(t.db, product.product_id, 2);
    await restoringStock(product, async () => {
      const update = await inBothViews(async (store) => {
        const id = await guestCartWith(product.sku);
        return gql(t.app, UPDATE_QUANTITY, { id, uid: await firstItemUid(id), q: 5 }, { store });
      });
      expectInBothViews(update, { category: 'graphql-input', code: 'INSUFFICIENT_STOCK' }, {
        en: 'The requested qty is not available',
        ro: 'Cantitatea cerută nu este disponibilă'
      });

      // The older add mutation throws Magento's wrapped wording, with the reason's code.
      const legacy = await inBothViews(async (store) => {
        const id = await createGuestCart(t.app);
        return gql(t.app, `mutation($id: String!) { addSimpleProductsToCart(input: {cart_id: $id, cart_items: [{data: {sku: "${product.sku}", quantity: 5}}]}) { cart { id } } }`, { id }, { store });
      });
      expectInBothViews(legacy, { category: 'graphql-input', code: 'INSUFFICIENT_STOCK' }, {
        en: `Could not add the product with SKU ${product.sku} to the shopping cart: The requested qty is not available`,
        ro: `Produsul cu codul ${product.sku} nu a putut fi adăugat în coș: Cantitatea cerută nu este disponibilă`
      });
    });
  });

  test('a product with no stock left: PRODUCT_NOT_SALABLE when the quantity changes', async () => {
    const product = products[1];
    const refused = await restoringStock(product, () =>
      inBothViews(async (store) => {
        await setStock(t.db, product.product_id, product.quantity);
        const id = await guestCartWith(product.sku);
        const uid = await firstItemUid(id);
        await setStock(t.db, product.product_id, 0);
        return gql(t.app, UPDATE_QUANTITY, { id, uid, q: 2 }, { store });
      })
    );
    expectInBothViews(refused, { category: 'graphql-input', code: 'PRODUCT_NOT_SALABLE' }, {
      en: 'Product that you are trying to add is not available.',
      ro: 'Produsul pe care încerci să îl adaugi nu este disponibil.'
    });
  });

  test('a coupon that does not exist: COUPON_INVALID', async () => {
    const coupon = await inBothViews(async (store) => {
      const id = await guestCartWith(products[2].sku);
      return gql(t.app, 'mutation($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "NOSUCHCOUPON"}) { cart { id } } }', { id }, { store });
    });
    expectInBothViews(coupon, { category: 'graphql-no-such-entity', code: 'COUPON_INVALID' }, {
      en: "The coupon code isn't valid. Verify the code and try again.",
      ro: 'Codul cuponului nu este valid. Verifică-l și încearcă din nou.'
    });
  });
});

describe('checkout', () => {
  test('a delivery method before the address, and a postcode that is not one: SHIPPING_ADDRESS_MISSING, INVALID_FIELD_VALUE naming the field', async () => {
    const noAddress = await inBothViews(async (store) => {
      const id = await guestCartWith(products[2].sku);
      return gql(t.app, 'mutation($id: String!) { setShippingMethodsOnCart(input: {cart_id: $id, shipping_methods: [{carrier_code: "fancourier", method_code: "standard"}]}) { cart { id } } }', { id }, { store });
    });
    expectInBothViews(noAddress, { category: 'graphql-input', code: 'SHIPPING_ADDRESS_MISSING' }, {
      en: 'The shipping address is missing. Set the address and try again.',
      ro: 'Lipsește adresa de livrare. Complete-o și încearcă din nou.'
    });

    const badPostcode = await inBothViews(async (store) => {
      const id = await createGuestCart(t.app);
      return gql(t.app, 'mutation($id: String!, $a: CartAddressInput!) { setShippingAddressesOnCart(input: {cart_id: $id, shipping_addresses: [{address: $a}]}) { cart { id } } }', { id, a: { ...ADDRESS, postcode: '12' } }, { store });
    });
    expect(badPostcode.en).toMatchObject({ category: 'graphql-input', code: 'INVALID_FIELD_VALUE', field: 'postcode' });
    expect(badPostcode.ro).toMatchObject({ category: 'graphql-input', code: 'INVALID_FIELD_VALUE', field: 'postcode' });
  });

  test('an item out of stock when the order is placed: PRODUCT_OUT_OF_STOCK', async () => {
    const product = products[3];
    const refused = await restoringStock(product, () =>
      inBothViews(async (store) => {
        await setStock(t.db, product.product_id, product.quantity);
        const id = await guestCartWith(product.sku);
        await prepareGuestCheckout(t.app, id);
        await setStock(t.db, product.product_id, 0);
        return gql(t.app, PLACE_ORDER, { id }, { store });
      })
    );
    expectInBothViews(refused, { category: 'graphql-input', code: 'PRODUCT_OUT_OF_STOCK' }, {
      en: 'Unable to place order: Some of the products are out of stock.',
      ro: 'Comanda nu a putut fi plasată: Unele produse nu mai sunt în stoc.'
    });
  });

  test('a declined card: PAYMENT_DECLINED', async () => {
    const declined = await inBothViews(async (store) => {
      const id = await guestCartWith(products[2].sku);
      await prepareGuestCheckout(t.app, id, { code: 'sandboxcard', sandboxcard: { payment_method_nonce: await tokenizeCard(t.app, '4000000000000002') } });
      return gql(t.app, PLACE_ORDER, { id }, { store });
    });
    expectInBothViews(declined, { category: 'graphql-input', code: 'PAYMENT_DECLINED' }, {
      en: 'Unable to place order: Your card was declined.',
      ro: 'Comanda nu a putut fi plasată: Cardul a fost refuzat.'
    });
  });
});

describe('accounts', () => {
  const CREATE = 'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }';
  const SIGN_IN = 'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';

  test('an e-mail address with an account: EMAIL_TAKEN at the email field, on creating (graphql-input) and on changing (graphql-already-exists)', async () => {
    const account = await createAccount(t.app);
    const created = await inBothViews((store) =>
      gql(t.app, CREATE, { input: { firstname: 'Ion', lastname: 'Pop', email: account.email, password: STRONG_PASSWORD } }, { store })
    );
    expectInBothViews(created, { category: 'graphql-input', code: 'EMAIL_TAKEN', field: 'email' }, {
      en: 'A customer with the same email address already exists in an associated website.',
      ro: 'Există deja un cont cu aceeași adresă de e-mail.'
    });

    const other = await createAccount(t.app);
    const changed = await inBothViews((store) =>
      gql(t.app, 'mutation($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }', { e: account.email, p: other.password }, { store, token: other.token })
    );
    expect(changed.en).toMatchObject({ category: 'graphql-already-exists', code: 'EMAIL_TAKEN', field: 'email' });
    expect(changed.ro).toEqual({ message: 'Există deja un cont cu aceeași adresă de e-mail.', category: 'graphql-already-exists', code: 'EMAIL_TAKEN', field: 'email' });
  });

  test('a weak new password: PASSWORD_POLICY', async () => {
    const weak = await inBothViews((store) =>
      gql(t.app, CREATE, { input: { firstname: 'Ion', lastname: 'Pop', email: `weak.${store}.${Date.now()}@example.ro`, password: 'Ab1' } }, { store })
    );
    expectInBothViews(weak, { category: 'graphql-input', code: 'PASSWORD_POLICY' }, {
      en: 'The password needs at least 8 characters. Create a new password and try again.',
      ro: 'Parola trebuie să aibă cel puțin 8 caractere. Alege altă parolă și încearcă din nou.'
    });
  });

  test('a wrong password, on signing in and as the current password: INVALID_CREDENTIALS', async () => {
    const account = await createAccount(t.app);
    const signIn = await inBothViews((store) => gql(t.app, SIGN_IN, { e: account.email, p: 'Wrong-Password1' }, { store }));
    expect(signIn.en).toEqual({
      message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      category: 'graphql-authentication',
      code: 'INVALID_CREDENTIALS'
    });
    expect(signIn.ro).toMatchObject({ category: 'graphql-authentication', code: 'INVALID_CREDENTIALS' });
    expect(signIn.ro.message).toMatch(/^Autentificarea nu a reușit/);

    const fresh = await createAccount(t.app);
    const change = await inBothViews((store) =>
      gql(t.app, 'mutation($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }', { c: 'Wrong-Password1', n: 'Another-Good1' }, { store, token: fresh.token })
    );
    expectInBothViews(change, { category: 'graphql-authentication', code: 'INVALID_CREDENTIALS' }, {
      en: 'Invalid login or password.',
      ro: 'Adresa de e-mail sau parola nu sunt corecte.'
    });
  });

  test('not signed in: CUSTOMER_NOT_AUTHORIZED; a reset link that does not work: PASSWORD_RESET_LINK_INVALID; a bad address: INVALID_EMAIL', async () => {
    const anonymous = await inBothViews((store) => gql(t.app, 'query { customer { email } }', {}, { store }));
    expectInBothViews(anonymous, { category: 'graphql-authorization', code: 'CUSTOMER_NOT_AUTHORIZED' }, {
      en: "The current customer isn't authorized.",
      ro: 'Nu ești autorizat: autentifică-te din nou.'
    });

    const account = await createAccount(t.app);
    const reset = await inBothViews((store) =>
      gql(t.app, 'mutation($e: String!) { resetPassword(email: $e, resetPasswordToken: "not-a-token", newPassword: "Another-Good1") }', { e: account.email }, { store })
    );
    expect(reset.en).toEqual({ message: "Cannot set the customer's password", category: 'graphql-input', code: 'PASSWORD_RESET_LINK_INVALID' });
    expect(reset.ro).toMatchObject({ category: 'graphql-input', code: 'PASSWORD_RESET_LINK_INVALID' });
    expect(reset.ro.message).toMatch(/^Parola nu a putut fi setată/);

    const badEmail = await inBothViews((store) => gql(t.app, 'mutation { requestPasswordResetEmail(email: "not-an-address") }', {}, { store }));
    expectInBothViews(badEmail, { category: 'graphql-input', code: 'INVALID_EMAIL', field: 'email' }, {
      en: 'The email address has an invalid format.',
      ro: 'Adresa de e-mail nu are un format valid.'
    });
  });
});

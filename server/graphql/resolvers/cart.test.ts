/** Carts through GraphQL: creation, items, stock and quantity rules, coupons, totals, access rules, sign-in merging. */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, CART_FIELDS, createGuestCart, customerCartId, gql, pickProducts, pickSimple, setStock } from '../../../test/helpers/sales';
import { createAccount } from '../../services/customer.testkit';

const t = testAppForFile();

const CART = `query($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
const firstError = (res: { errors?: Array<{ message: string; extensions?: { category?: string } }> }) =>
  res.errors?.[0] ? { message: res.errors[0].message, category: res.errors[0].extensions?.category } : undefined;

describe('creating and finding carts', () => {
  test('createGuestCart returns an empty cart with a 32-character id; createEmptyCart returns only the id', async () => {
    const res = await gql(t.app, `mutation { createGuestCart { cart { id total_quantity items { uid } prices { grand_total { value currency } } applied_gift_cards { code } } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data!.createGuestCart.cart).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9]{32}$/), total_quantity: 0, items: [], prices: { grand_total: { value: 0, currency: 'RON' } }, applied_gift_cards: [] });
    const ids = await Promise.all([createGuestCart(t.app), createGuestCart(t.app)]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  test('unknown, inactive and other people\'s carts answer with Magento\'s messages', async () => {
    expect(firstError(await gql(t.app, CART, { id: 'nosuchcart00000000000000000000000' }))).toEqual({
      message: 'Could not find a cart with ID "nosuchcart00000000000000000000000"', category: 'graphql-no-such-entity'
    });
    const ana = await createAccount(t.app);
    const bob = await createAccount(t.app);
    const anaCart = await gql(t.app, 'query { customerCart { id total_quantity } }', {}, { token: ana.token });
    expect(anaCart.errors).toBeUndefined();
    const anaCartId = anaCart.data!.customerCart.id as string;
    // The same cart again, not a second one.
    expect(await customerCartId(t.app, ana.token)).toBe(anaCartId);
    const forbidden = { message: `The current user cannot perform operations on cart "${anaCartId}"`, category: 'graphql-authorization' };
    expect(firstError(await gql(t.app, CART, { id: anaCartId }))).toEqual(forbidden);
    expect(firstError(await gql(t.app, CART, { id: anaCartId }, { token: bob.token }))).toEqual(forbidden);
    const product = await pickSimple(t.db);
    expect(firstError(await addToCart(t.app, anaCartId, product.sku, 1))).toEqual(forbidden);
    expect(firstError(await addToCart(t.app, anaCartId, product.sku, 1, { token: bob.token }))).toEqual(forbidden);
    // A guest cart is not the customer's either.
    const guestCart = await createGuestCart(t.app);
    expect(firstError(await gql(t.app, CART, { id: guestCart }, { token: ana.token }))?.category).toBe('graphql-authorization');
    // A bad token is refused rather than treated as a guest.
    expect(firstError(await gql(t.app, CART, { id: guestCart }, { token: 'not-a-token' }))).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
    await t.db.query('UPDATE quote SET is_active = false WHERE masked_id = $1', [guestCart]);
    expect(firstError(await gql(t.app, CART, { id: guestCart }))).toEqual({ message: "The cart isn't active.", category: 'graphql-no-such-entity' });
  });

  test('the item count query of the header answers the sum of quantities', async () => {
    const [a, b] = [await pickSimple(t.db, 'reduced'), await pickSimple(t.db, 'standard')];
    const id = await createGuestCart(t.app);
    await addToCart(t.app, id, a.sku, 2);
    await addToCart(t.app, id, b.sku, 3);
    const res = await gql(t.app, 'query($cartId: String!) { cart(cart_id: $cartId) { total_quantity total_summary_quantity_including_config } }', { cartId: id });
    expect(res.data!.cart.total_quantity).toBe(5);
    // PWA Studio's mini cart count.
    expect(res.data!.cart.total_summary_quantity_including_config).toBe(5);
  });
});

describe('items', () => {
  test('adding the same product twice adds up in one item; update and remove by uid', async () => {
    const product = await pickSimple(t.db);
    const id = await createGuestCart(t.app);
    await addToCart(t.app, id, product.sku, 1);
    await addToCart(t.app, id, product.sku, 2);
    let cart = (await gql(t.app, CART, { id })).data!.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(3);
    expect(cart.items[0].prices.price.value).toBeCloseTo(product.price, 2);
    expect(cart.items[0].prices.row_total_including_tax.value).toBeCloseTo(product.price * 3, 2);
    const uid = cart.items[0].uid as string;
    const updated = await gql(t.app, `mutation($id: String!, $uid: ID!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: 5}]}) { cart { total_quantity items { quantity } } } }`, { id, uid });
    expect(updated.data!.updateCartItems.cart.total_quantity).toBe(5);
    const zero = await gql(t.app, `mutation($id: String!, $uid: ID!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: 0}]}) { cart { total_quantity items { uid } } } }`, { id, uid });
    expect(zero.data!.updateCartItems.cart).toEqual({ total_quantity: 0, items: [] });
    await addToCart(t.app, id, product.sku, 1);
    cart = (await gql(t.app, CART, { id })).data!.cart;
    const removed = await gql(t.app, `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: {cart_id: $id, cart_item_uid: $uid}) { cart { items { uid } } } }`, { id, uid: cart.items[0].uid });
    expect(removed.data!.removeItemFromCart.cart.items).toEqual([]);
    const again = await gql(t.app, `mutation($id: String!, $uid: ID!) { removeItemFromCart(input: {cart_id: $id, cart_item_uid: $uid}) { cart { id } } }`, { id, uid: cart.items[0].uid });
    expect(firstError(again)).toEqual({ message: "The cart doesn't contain the item", category: 'graphql-no-such-entity' });
  });

  test('quantities must be whole numbers from 1 to 10000', async () => {
    const product = await pickSimple(t.db);
    const id = await createGuestCart(t.app);
    expect(firstError(await addToCart(t.app, id, product.sku, 0))).toEqual({ message: 'The product quantity should be greater than 0', category: 'graphql-input' });
    expect(firstError(await addToCart(t.app, id, product.sku, -2))).toEqual({ message: 'The product quantity should be greater than 0', category: 'graphql-input' });
    expect(firstError(await addToCart(t.app, id, product.sku, 1.5))).toEqual({ message: 'The product quantity must be a whole number.', category: 'graphql-input' });
    expect(firstError(await addToCart(t.app, id, product.sku, 1e9))).toEqual({ message: 'The requested qty exceeds the maximum qty allowed in shopping cart', category: 'graphql-input' });
    await addToCart(t.app, id, product.sku, 1);
    const uid = (await gql(t.app, CART, { id })).data!.cart.items[0].uid;
    const negative = await gql(t.app, `mutation($id: String!, $uid: ID!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: -1}]}) { cart { id } } }`, { id, uid });
    expect(firstError(negative)?.category).toBe('graphql-input');
    expect((await gql(t.app, CART, { id })).data!.cart.total_quantity).toBe(1);
  });

  test('unknown SKU, out-of-stock product and more than in stock are user errors; the rest is added', async () => {
    const good = await pickSimple(t.db);
    const [scarce] = await pickProducts(t.db, `p.parent_id IS NULL AND p.visibility = 4 AND p.product_id <> ${good.product_id}`);
    await setStock(t.db, scarce.product_id, 2);
    const [gone] = await pickProducts(t.db, `p.parent_id IS NULL AND p.visibility = 4 AND p.product_id NOT IN (${good.product_id}, ${scarce.product_id})`);
    await setStock(t.db, gone.product_id, 0);
    const id = await createGuestCart(t.app);
    const res = await gql(t.app, `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
        cart { total_quantity items { product { sku } quantity } } user_errors { code message } } }`,
    { id, items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }, { sku: good.sku, quantity: 1 }, { sku: scarce.sku, quantity: 3 }, { sku: gone.sku, quantity: 1 }] });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' }
    ]);
    expect(res.data!.addProductsToCart.cart.items).toEqual([{ product: { sku: good.sku }, quantity: 1 }]);
    // The Romanian view says them in Romanian, codes unchanged.
    const ro = await gql(t.app, `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }`,
      { id, items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }, { sku: scarce.sku, quantity: 3 }] }, { store: 'default' });
    expect(ro.data!.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Nu am găsit produsul cu codul „NO-SUCH-SKU”' },
      { code: 'INSUFFICIENT_STOCK', message: 'Cantitatea cerută nu este disponibilă' }
    ]);
    // The older mutation throws Magento's wording instead.
    const legacy = await gql(t.app, `mutation($id: String!) { addSimpleProductsToCart(input: {cart_id: $id, cart_items: [{data: {sku: "${scarce.sku}", quantity: 5}}]}) { cart { id } } }`, { id });
    expect(firstError(legacy)).toEqual({ message: `Could not add the product with SKU ${scarce.sku} to the shopping cart: The requested qty is not available`, category: 'graphql-input' });
    // Stock that ran out after adding shows as an item error.
    await addToCart(t.app, id, scarce.sku, 2);
    await setStock(t.db, scarce.product_id, 1);
    const cart = (await gql(t.app, CART, { id })).data!.cart;
    const scarceItem = cart.items.find((i: { product: { sku: string } }) => i.product.sku === scarce.sku);
    expect(scarceItem.errors).toEqual([{ code: 'ITEM_QTY', message: 'The requested qty is not available' }]);
    const roCart = (await gql(t.app, CART, { id }, { store: 'default' })).data!.cart;
    expect(roCart.items.find((i: { product: { sku: string } }) => i.product.sku === scarce.sku).errors).toEqual([{ code: 'ITEM_QTY', message: 'Cantitatea cerută nu este disponibilă' }]);
    await setStock(t.db, scarce.product_id, 0);
    const after = (await gql(t.app, CART, { id })).data!.cart.items.find((i: { product: { sku: string } }) => i.product.sku === scarce.sku);
    expect(after.errors).toEqual([{ code: 'ITEM_QTY', message: 'There are no source items with the in stock status' }]);
  });

  test('a configurable product: by selected option uids, and by the legacy mutation with parent and child SKU', async () => {
    const [variant] = await pickProducts(t.db, `p.parent_id IS NOT NULL AND p.stock_status = 'IN_STOCK' AND p.quantity >= 10`);
    const options = await t.db.query<{ attribute_id: number; option_id: number }>('SELECT attribute_id, option_id FROM catalog_product_variant_option WHERE product_id = $1 ORDER BY attribute_id', [variant.product_id]);
    const uids = options.map((o) => Buffer.from(`configurable/${o.attribute_id}/${o.option_id}`).toString('base64'));
    const id = await createGuestCart(t.app);
    const res = await gql(t.app, `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }`,
      { id, items: [{ sku: variant.parent_sku, quantity: 1, selected_options: uids }] });
    expect(res.data!.addProductsToCart.user_errors).toEqual([]);
    const legacy = await gql(t.app, `mutation($cartId: String!, $parentSku: String!, $sku: String!, $quantity: Float!) {
        addConfigurableProductsToCart(input: {cart_id: $cartId, cart_items: [{data: {quantity: $quantity, sku: $sku}, parent_sku: $parentSku}]}) { cart { total_quantity } } }`,
    { cartId: id, parentSku: variant.parent_sku, sku: variant.sku, quantity: 2 });
    expect(legacy.errors).toBeUndefined();
    const cart = (await gql(t.app, CART, { id })).data!.cart;
    expect(cart.items).toHaveLength(1);
    const item = cart.items[0];
    expect(item.quantity).toBe(3);
    expect(item.product.sku).toBe(variant.parent_sku);
    expect(item.configured_variant.sku).toBe(variant.sku);
    expect(item.configurable_options.map((o: { configurable_product_option_value_uid: string }) => o.configurable_product_option_value_uid)).toEqual(uids);
    expect(item.configurable_options[0]).toMatchObject({ option_label: expect.any(String), value_label: expect.any(String), value_id: options[0].option_id });
    const noOptions = await gql(t.app, `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{sku: "${variant.parent_sku}", quantity: 1}]) { user_errors { code message } } }`, { id });
    expect(noOptions.data!.addProductsToCart.user_errors).toEqual([{ code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.' }]);
  });
});

describe('coupons and totals', () => {
  test('prices include VAT: 11 % and 21 % are reported apart; GNC10 takes 10 % off; one coupon at a time', async () => {
    const reduced = await pickSimple(t.db, 'reduced');
    const standard = await pickSimple(t.db, 'standard');
    const id = await createGuestCart(t.app);
    await addToCart(t.app, id, reduced.sku, 1);
    await addToCart(t.app, id, standard.sku, 1);
    // The Romanian view's labels (TVA).
    const cart = (await gql(t.app, CART, { id }, { store: 'default' })).data!.cart;
    const bani = (n: number) => Math.round(n * 100);
    const taxOf = (price: number, rate: number) => (bani(price) - Math.round((bani(price) * 100) / (100 + rate))) / 100;
    expect(cart.prices.applied_taxes).toEqual([
      { label: 'TVA 11%', amount: { value: taxOf(reduced.price, 11) } },
      { label: 'TVA 21%', amount: { value: taxOf(standard.price, 21) } }
    ]);
    const subtotalIncl = (bani(reduced.price) + bani(standard.price)) / 100;
    expect(cart.prices.subtotal_including_tax.value).toBeCloseTo(subtotalIncl, 2);
    expect(cart.prices.subtotal_excluding_tax.value).toBeCloseTo(subtotalIncl - taxOf(reduced.price, 11) - taxOf(standard.price, 21), 2);
    expect(cart.prices.grand_total.value).toBeCloseTo(subtotalIncl, 2);

    const apply = (code: string) => gql(t.app, `mutation($id: String!, $code: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: $code}) { cart { applied_coupons { code } prices { grand_total { value } discounts { label amount { value } } } } } }`, { id, code });
    expect(firstError(await apply('NOPE'))).toEqual({ message: "The coupon code isn't valid. Verify the code and try again.", category: 'graphql-no-such-entity' });
    expect(firstError(await apply('VARA2023'))?.message).toBe("The coupon code isn't valid. Verify the code and try again.");
    const applied = await apply('gnc10');
    expect(applied.errors).toBeUndefined();
    const discount = (Math.round(bani(reduced.price) * 0.1) + Math.round(bani(standard.price) * 0.1)) / 100;
    expect(applied.data!.applyCouponToCart.cart.applied_coupons).toEqual([{ code: 'GNC10' }]);
    expect(applied.data!.applyCouponToCart.cart.prices.discounts[0].amount.value).toBeCloseTo(discount, 2);
    expect(applied.data!.applyCouponToCart.cart.prices.grand_total.value).toBeCloseTo(subtotalIncl - discount, 2);
    expect(firstError(await apply('BUN20'))?.message).toBe('A coupon is already applied to the cart. Please remove it to apply another');
    const removed = await gql(t.app, `mutation($id: String!) { removeCouponFromCart(input: {cart_id: $id}) { cart { applied_coupons { code } prices { grand_total { value } } } } }`, { id });
    expect(removed.data!.removeCouponFromCart.cart.applied_coupons).toBeNull();
    expect(removed.data!.removeCouponFromCart.cart.prices.grand_total.value).toBeCloseTo(subtotalIncl, 2);
  });

  test('BUN20 needs 150 RON in the cart', async () => {
    const product = await pickSimple(t.db, 'reduced', 'p.price BETWEEN 40 AND 140');
    const id = await createGuestCart(t.app);
    await addToCart(t.app, id, product.sku, 1);
    const apply = () => gql(t.app, `mutation($id: String!) { applyCouponToCart(input: {cart_id: $id, coupon_code: "BUN20"}) { cart { prices { grand_total { value } } } } }`, { id });
    expect(firstError(await apply())?.message).toBe("The coupon code isn't valid. Verify the code and try again.");
    const needed = Math.ceil(150 / product.price);
    const uid = (await gql(t.app, CART, { id })).data!.cart.items[0].uid;
    await gql(t.app, `mutation($id: String!, $uid: ID!, $q: Float!) { updateCartItems(input: {cart_id: $id, cart_items: [{cart_item_uid: $uid, quantity: $q}]}) { cart { id } } }`, { id, uid, q: needed });
    const applied = await apply();
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applyCouponToCart.cart.prices.grand_total.value).toBeCloseTo(Math.round(product.price * needed * 100) / 100 - 20, 2);
  });
});

describe('signing in', () => {
  test('mergeCarts adds the guest cart into the customer cart, quantities of the same item adding up', async () => {
    const [a, b] = [await pickSimple(t.db, 'reduced'), await pickSimple(t.db, 'standard')];
    const account = await createAccount(t.app);
    const customerCart = await customerCartId(t.app, account.token);
    await addToCart(t.app, customerCart, a.sku, 1, { token: account.token });
    const guestCart = await createGuestCart(t.app);
    await addToCart(t.app, guestCart, a.sku, 2);
    await addToCart(t.app, guestCart, b.sku, 1);
    const merged = await gql(t.app, `mutation($s: String!, $d: String!) { mergeCarts(source_cart_id: $s, destination_cart_id: $d) { id total_quantity items { quantity product { sku } } } }`, { s: guestCart, d: customerCart }, { token: account.token });
    expect(merged.errors).toBeUndefined();
    expect(merged.data!.mergeCarts.id).toBe(customerCart);
    expect(merged.data!.mergeCarts.total_quantity).toBe(4);
    expect(merged.data!.mergeCarts.items).toEqual([{ quantity: 3, product: { sku: a.sku } }, { quantity: 1, product: { sku: b.sku } }]);
    expect(firstError(await gql(t.app, CART, { id: guestCart }))?.message).toBe("The cart isn't active.");
    const guest = await gql(t.app, `mutation($s: String!) { mergeCarts(source_cart_id: $s) { id } }`, { s: customerCart });
    expect(firstError(guest)).toEqual({ message: "The current customer isn't authorized.", category: 'graphql-authorization' });
  });

  test('assignCustomerToGuestCart makes the guest cart the customer\'s and takes in their previous cart', async () => {
    const [a, b] = [await pickSimple(t.db, 'reduced'), await pickSimple(t.db, 'standard')];
    const account = await createAccount(t.app);
    const previous = await customerCartId(t.app, account.token);
    await addToCart(t.app, previous, b.sku, 1, { token: account.token });
    const guestCart = await createGuestCart(t.app);
    await addToCart(t.app, guestCart, a.sku, 1);
    const res = await gql(t.app, `mutation($id: String!) { assignCustomerToGuestCart(cart_id: $id) { id total_quantity } }`, { id: guestCart }, { token: account.token });
    expect(res.errors).toBeUndefined();
    expect(res.data!.assignCustomerToGuestCart).toEqual({ id: guestCart, total_quantity: 2 });
    expect(await customerCartId(t.app, account.token)).toBe(guestCart);
    expect(firstError(await gql(t.app, CART, { id: guestCart }))?.category).toBe('graphql-authorization');
  });
});

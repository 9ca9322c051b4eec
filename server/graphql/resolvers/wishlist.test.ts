/** Wishlists through GraphQL: reading, adding (simple and configurable), updating, removing, to cart, ownership. */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { createAccount, firstError, gql, type TestAccount } from '../../services/customer.testkit';

let t: TestApp;
let simpleSku: string;
let otherSimpleSku: string;
let configurable: { sku: string; variants: { sku: string; uids: string[] }[] };

beforeAll(async () => {
  t = await createTestApp();
  const simples = await t.db.query<{ sku: string }>(
    `SELECT sku FROM catalog_product WHERE type_id = 'simple' AND parent_id IS NULL AND status = 1 AND visibility = 4
       AND stock_status = 'IN_STOCK' AND quantity >= 20 ORDER BY product_id LIMIT 2`
  );
  [simpleSku, otherSimpleSku] = simples.map((r) => r.sku);
  const parent = await t.db.one<{ sku: string }>(
    `SELECT p.sku FROM catalog_product p WHERE p.type_id = 'configurable' AND p.status = 1
       AND (SELECT count(*) FROM catalog_product v WHERE v.parent_id = p.product_id AND v.stock_status = 'IN_STOCK' AND v.quantity >= 20) >= 2
     ORDER BY p.product_id LIMIT 1`
  );
  const res = await gql(t.app, `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku ... on ConfigurableProduct {
    variants { product { sku stock_status } attributes { uid } } } } } }`, { variables: { sku: parent!.sku } });
  const item = res.data.products.items[0];
  configurable = {
    sku: item.sku,
    variants: item.variants
      .filter((v: { product: { stock_status: string } }) => v.product.stock_status === 'IN_STOCK')
      .map((v: { product: { sku: string }; attributes: { uid: string }[] }) => ({ sku: v.product.sku, uids: v.attributes.map((a) => a.uid) }))
  };
}, 180_000);
afterAll(() => t.close());

const ITEMS = `id items_count sharing_code updated_at items_v2(currentPage: $page, pageSize: $size) {
  items { __typename id quantity description added_at product { sku name }
    ... on ConfigurableWishlistItem { child_sku configured_variant { sku } configurable_options { configurable_product_option_uid option_label configurable_product_option_value_uid value_label } } }
  page_info { current_page page_size total_pages } }`;
const WISHLISTS = `query ($page: Int = 1, $size: Int = 20) { customer { wishlists { ${ITEMS} } } }`;
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!, $page: Int = 1, $size: Int = 20) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${ITEMS} } user_errors { code message } } }`;
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { items_count } user_errors { code message } } }`;
const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) { updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) {
  wishlist { items_v2 { items { id quantity description ... on ConfigurableWishlistItem { child_sku } } } } user_errors { code message } } }`;
const TO_CART = `mutation ($id: ID!, $ids: [ID!]) { addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
  status wishlist { items_count } add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } } }`;

async function wishlistId(account: TestAccount): Promise<string> {
  const res = await gql(t.app, WISHLISTS, { token: account.token });
  return res.data.customer.wishlists[0].id;
}

describe('wishlist', () => {
  test('a new customer has one empty wishlist, the same through wishlists, wishlist_v2 and wishlist', async () => {
    const account = await createAccount(t.app);
    const res = await gql(t.app, WISHLISTS, { token: account.token });
    expect(res.errors).toBeUndefined();
    const [wishlist] = res.data.customer.wishlists;
    expect(wishlist).toMatchObject({ items_count: 0, items_v2: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 1 } } });
    expect(wishlist.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    const byId = await gql(t.app, `query ($id: ID!) { customer { wishlist_v2(id: $id) { id } wishlist { id } } }`, { token: account.token, variables: { id: wishlist.id } });
    expect(byId.data.customer).toEqual({ wishlist_v2: { id: wishlist.id }, wishlist: { id: wishlist.id } });
  });

  test('adds a simple product, and the same product again adds up', async () => {
    const account = await createAccount(t.app);
    const id = await wishlistId(account);
    const first = await gql(t.app, ADD, { token: account.token, variables: { id, items: [{ sku: simpleSku, quantity: 1 }] } });
    expect(first.data.addProductsToWishlist.user_errors).toEqual([]);
    const again = await gql(t.app, ADD, { token: account.token, variables: { id, items: [{ sku: simpleSku, quantity: 2 }] } });
    const { wishlist } = again.data.addProductsToWishlist;
    expect(wishlist.items_count).toBe(1);
    expect(wishlist.items_v2.items).toEqual([
      expect.objectContaining({ __typename: 'SimpleWishlistItem', quantity: 3, description: null, product: expect.objectContaining({ sku: simpleSku }) })
    ]);
    expect(wishlist.items_v2.items[0].added_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  test('a configurable item keeps its selected options (by option uids or by child SKU)', async () => {
    const account = await createAccount(t.app);
    const id = await wishlistId(account);
    const [first, second] = configurable.variants;
    const res = await gql(t.app, ADD, {
      token: account.token,
      variables: { id, items: [{ sku: configurable.sku, quantity: 1, selected_options: first.uids }, { sku: second.sku, parent_sku: configurable.sku, quantity: 2 }] }
    });
    expect(res.errors).toBeUndefined();
    const items = res.data.addProductsToWishlist.wishlist.items_v2.items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ __typename: 'ConfigurableWishlistItem', product: { sku: configurable.sku }, child_sku: first.sku, configured_variant: { sku: first.sku } });
    expect(items[0].configurable_options.map((o: { configurable_product_option_value_uid: string }) => o.configurable_product_option_value_uid).sort()).toEqual([...first.uids].sort());
    expect(items[0].configurable_options[0].option_label).toBeTruthy();
    expect(items[0].configurable_options[0].value_label).toBeTruthy();
    expect(items[1]).toMatchObject({ child_sku: second.sku, quantity: 2 });
  });

  test('user errors: unknown SKU, bad options, bad quantities; the good items are still added', async () => {
    const account = await createAccount(t.app);
    const id = await wishlistId(account);
    const res = await gql(t.app, ADD, {
      token: account.token,
      variables: { id, items: [
        { sku: 'NO-SUCH-SKU', quantity: 1 },
        { sku: configurable.sku, quantity: 1, selected_options: ['bm9wZQ=='] },
        { sku: simpleSku, quantity: 0 },
        { sku: simpleSku, quantity: -2 },
        { sku: simpleSku, quantity: 1e9 },
        { sku: simpleSku, parent_sku: configurable.sku, quantity: 1 },
        { sku: otherSimpleSku, quantity: 1 }
      ] }
    });
    const { user_errors: errors, wishlist } = res.data.addProductsToWishlist;
    expect(errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'You need to choose options for your item.' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item should be greater than 0.' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item should be greater than 0.' },
      { code: 'UNDEFINED', message: 'The maximum quantity of a wish list item is 10000.' },
      { code: 'UNDEFINED', message: `Could not find specified product "${simpleSku}" as a variant of "${configurable.sku}".` }
    ]);
    expect(wishlist.items_v2.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([otherSimpleSku]);
    const wrongType = await gql(t.app, ADD, { token: account.token, variables: { id, items: [{ sku: simpleSku, quantity: 'two' }] } });
    expect(wrongType.errors?.[0].message).toMatch(/Float/);
  });

  test('items_v2 pages', async () => {
    const account = await createAccount(t.app);
    const id = await wishlistId(account);
    await gql(t.app, ADD, { token: account.token, variables: { id, items: [{ sku: simpleSku, quantity: 1 }, { sku: otherSimpleSku, quantity: 1 }, { sku: configurable.sku, quantity: 1 }] } });
    const page2 = await gql(t.app, WISHLISTS, { token: account.token, variables: { page: 2, size: 2 } });
    const wishlist = page2.data.customer.wishlists[0];
    expect(wishlist.items_count).toBe(3);
    expect(wishlist.items_v2.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    expect(wishlist.items_v2.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([configurable.sku]);
    expect(wishlist.items_v2.items[0]).toMatchObject({ __typename: 'ConfigurableWishlistItem', configured_variant: null, configurable_options: [] });
    expect(firstError(await gql(t.app, WISHLISTS, { token: account.token, variables: { page: 0 } }))?.message).toBe('currentPage value must be greater than 0.');
  });

  test('update quantity, description and options; remove items', async () => {
    const account = await createAccount(t.app);
    const id = await wishlistId(account);
    const [first, second] = configurable.variants;
    const added = await gql(t.app, ADD, { token: account.token, variables: { id, items: [{ sku: simpleSku, quantity: 1 }, { sku: configurable.sku, quantity: 1, selected_options: first.uids }] } });
    const [simpleItem, configItem] = added.data.addProductsToWishlist.wishlist.items_v2.items;
    const updated = await gql(t.app, UPDATE, {
      token: account.token,
      variables: { id, items: [
        { wishlist_item_id: simpleItem.id, quantity: 4, description: 'pentru sală' },
        { wishlist_item_id: configItem.id, selected_options: second.uids },
        { wishlist_item_id: '999999', quantity: 1 },
        { wishlist_item_id: simpleItem.id, quantity: 0 }
      ] }
    });
    expect(updated.data.updateProductsInWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "999999"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item should be greater than 0.' }
    ]);
    expect(updated.data.updateProductsInWishlist.wishlist.items_v2.items).toEqual([
      { id: simpleItem.id, quantity: 4, description: 'pentru sală' },
      { id: configItem.id, quantity: 1, description: null, child_sku: second.sku }
    ]);
    const removed = await gql(t.app, REMOVE, { token: account.token, variables: { id, ids: [simpleItem.id, '424242'] } });
    expect(removed.data.removeProductsFromWishlist).toEqual({
      wishlist: { items_count: 1 },
      user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'Could not find a wishlist item with ID "424242"' }]
    });
  });

  test('addWishlistItemsToCart moves the items into the customer cart, variants included', async () => {
    const account = await createAccount(t.app);
    const id = await wishlistId(account);
    const [first] = configurable.variants;
    const added = await gql(t.app, ADD, { token: account.token, variables: { id, items: [
      { sku: simpleSku, quantity: 2 }, { sku: configurable.sku, quantity: 1, selected_options: first.uids }, { sku: otherSimpleSku, quantity: 1 }
    ] } });
    const [simpleItem, configItem] = added.data.addProductsToWishlist.wishlist.items_v2.items;
    const res = await gql(t.app, TO_CART, { token: account.token, variables: { id, ids: [simpleItem.id, configItem.id] } });
    expect(res.errors).toBeUndefined();
    expect(res.data.addWishlistItemsToCart).toEqual({ status: true, wishlist: { items_count: 1 }, add_wishlist_items_to_cart_user_errors: [] });
    const cart = await gql(t.app, `{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`, { token: account.token });
    expect(cart.errors).toBeUndefined();
    const lines = cart.data.customerCart.items.map((i: { quantity: number; product: { sku: string }; configured_variant?: { sku: string } }) => [i.product.sku, i.configured_variant?.sku ?? null, i.quantity]);
    expect(lines).toEqual(expect.arrayContaining([[simpleSku, null, 2], [configurable.sku, first.sku, 1]]));
    expect(lines).toHaveLength(2);
  });

  test('addWishlistItemsToCart reports an item without options and an unknown item, and keeps them', async () => {
    const account = await createAccount(t.app);
    const id = await wishlistId(account);
    const added = await gql(t.app, ADD, { token: account.token, variables: { id, items: [{ sku: configurable.sku, quantity: 1 }] } });
    const [item] = added.data.addProductsToWishlist.wishlist.items_v2.items;
    const res = await gql(t.app, TO_CART, { token: account.token, variables: { id, ids: [item.id, '777777'] } });
    expect(res.data.addWishlistItemsToCart).toEqual({
      status: false,
      wishlist: { items_count: 1 },
      add_wishlist_items_to_cart_user_errors: [
        { code: 'PRODUCT_NOT_FOUND', message: 'The wishlist item with ID "777777" was not found.', wishlistId: id, wishlistItemId: '777777' },
        { code: 'REQUIRED_PARAMETER_MISSING', message: 'You need to choose options for your item.', wishlistId: id, wishlistItemId: item.id }
      ]
    });
  });

  test("another customer's wishlist is never reachable; a guest is refused", async () => {
    const owner = await createAccount(t.app);
    const intruder = await createAccount(t.app);
    const id = await wishlistId(owner);
    await gql(t.app, ADD, { token: owner.token, variables: { id, items: [{ sku: simpleSku, quantity: 1 }] } });
    const ownerItems = (await gql(t.app, WISHLISTS, { token: owner.token })).data.customer.wishlists[0].items_v2.items;
    const notFound = { message: 'The wishlist was not found.', category: 'graphql-input' };
    expect(firstError(await gql(t.app, ADD, { token: intruder.token, variables: { id, items: [{ sku: simpleSku, quantity: 1 }] } }))).toEqual(notFound);
    expect(firstError(await gql(t.app, REMOVE, { token: intruder.token, variables: { id, ids: [ownerItems[0].id] } }))).toEqual(notFound);
    expect(firstError(await gql(t.app, UPDATE, { token: intruder.token, variables: { id, items: [{ wishlist_item_id: ownerItems[0].id, quantity: 9 }] } }))).toEqual(notFound);
    expect(firstError(await gql(t.app, TO_CART, { token: intruder.token, variables: { id } }))).toEqual(notFound);
    const peek = await gql(t.app, `query ($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`, { token: intruder.token, variables: { id } });
    expect(peek.data.customer.wishlist_v2).toBeNull();
    // The intruder's own item ids do not reach the owner's items either.
    const intruderId = await wishlistId(intruder);
    const cross = await gql(t.app, REMOVE, { token: intruder.token, variables: { id: intruderId, ids: [ownerItems[0].id] } });
    expect(cross.data.removeProductsFromWishlist.user_errors).toHaveLength(1);
    const guest = { message: 'The current user cannot perform operations on wishlist', category: 'graphql-authorization' };
    expect(firstError(await gql(t.app, ADD, { variables: { id, items: [{ sku: simpleSku, quantity: 1 }] } }))).toEqual(guest);
    expect(firstError(await gql(t.app, TO_CART, { variables: { id } }))).toEqual(guest);
    expect(firstError(await gql(t.app, WISHLISTS))?.category).toBe('graphql-authorization');
    expect((await gql(t.app, WISHLISTS, { token: owner.token })).data.customer.wishlists[0].items_count).toBe(1);
  });

  test('clearWishlist empties the own wishlist; another customer, an unknown id and a guest are refused', async () => {
    const CLEAR = `mutation ($id: ID!) { clearWishlist(wishlistId: $id) { wishlist { id items_count items_v2 { items { id } } } user_errors { code message } } }`;
    const owner = await createAccount(t.app);
    const intruder = await createAccount(t.app);
    const id = await wishlistId(owner);
    await gql(t.app, ADD, { token: owner.token, variables: { id, items: [{ sku: simpleSku, quantity: 1 }, { sku: otherSimpleSku, quantity: 2 }] } });
    const notFound = { message: 'The wishlist was not found.', category: 'graphql-input' };
    expect(firstError(await gql(t.app, CLEAR, { token: intruder.token, variables: { id } }))).toEqual(notFound);
    expect(firstError(await gql(t.app, CLEAR, { token: owner.token, variables: { id: '99999999' } }))).toEqual(notFound);
    expect(firstError(await gql(t.app, CLEAR, { variables: { id } }))).toEqual({
      message: 'The current user cannot perform operations on wishlist', category: 'graphql-authorization'
    });
    expect((await gql(t.app, WISHLISTS, { token: owner.token })).data.customer.wishlists[0].items_count).toBe(2);
    const cleared = await gql(t.app, CLEAR, { token: owner.token, variables: { id } });
    expect(cleared.data.clearWishlist).toEqual({ wishlist: { id, items_count: 0, items_v2: { items: [] } }, user_errors: [] });
    // An empty wishlist clears again without complaint.
    expect((await gql(t.app, CLEAR, { token: owner.token, variables: { id } })).data.clearWishlist.user_errors).toEqual([]);
  });
});

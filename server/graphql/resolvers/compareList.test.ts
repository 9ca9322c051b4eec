/**
 * Compare lists (Magento 2.4.7 CompareListGraphQl): a guest's list by uid, a customer's by account, per
 * store view, stored in the database; the comparable attributes and values; Magento's messages.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { createAccount, firstError, gql as request } from '../../services/customer.testkit';

const t = testAppForFile();

const LIST = `uid item_count attributes { code label } items { uid product { sku name } attributes { code value } }`;
const gql = (query: string, variables: Record<string, unknown> = {}, options: { token?: string; store?: string } = {}) =>
  request(t.app, query, { variables, store: options.store ?? 'default', token: options.token });

const CREATE = `mutation($products: [ID!]) { createCompareList(input: { products: $products }) { ${LIST} } }`;
const GET = `query($uid: ID!) { compareList(uid: $uid) { ${LIST} } }`;
const ADD = `mutation($uid: ID!, $products: [ID!]!) { addProductsToCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const REMOVE = `mutation($uid: ID!, $products: [ID!]!) { removeProductsFromCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const DELETE = 'mutation($uid: ID!) { deleteCompareList(uid: $uid) { result } }';
const ASSIGN = `mutation($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { ${LIST} } } }`;
const CUSTOMER = `{ customer { compare_list { ${LIST} } } }`;

interface Compared { uid: string; item_count: number; attributes: Array<{ code: string; label: string }>; items: Array<{ uid: string; product: { sku: string }; attributes: Array<{ code: string; value: string }> }> }

let products: Array<{ id: string; sku: string; brand: string }>;

beforeAll(async () => {
  const rows = await t.db.query<{ product_id: number; sku: string }>(
    `SELECT product_id, sku FROM catalog_product WHERE status = 1 AND visibility = 4 AND brand_option_id IS NOT NULL ORDER BY product_id LIMIT 3`
  );
  const { data } = await gql('query($s: [String]) { products(filter: { sku: { in: $s } }) { items { sku brand } } }', { s: rows.map((r) => r.sku) });
  products = rows.map((r) => ({ id: String(r.product_id), sku: r.sku, brand: data.products.items.find((p: { sku: string }) => p.sku === r.sku).brand }));
});

test('a guest creates a list, reads it by uid, adds and removes products; values of the comparable attributes', async () => {
  const created = await gql(CREATE, { products: [products[0].id, 'no-such-id', '999999'] });
  expect(created.errors).toBeUndefined();
  const list: Compared = created.data.createCompareList;
  expect(list.uid).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(list.item_count).toBe(1);
  expect(list.items[0]).toMatchObject({ uid: products[0].id, product: { sku: products[0].sku } });
  expect(list.attributes).toContainEqual({ code: 'brand', label: 'Brand' });
  expect(list.items[0].attributes).toContainEqual({ code: 'brand', value: products[0].brand });
  expect(list.items[0].attributes.map((a) => a.code)).toEqual(list.attributes.map((a) => a.code));

  const added = (await gql(ADD, { uid: list.uid, products: [products[1].id, products[2].id, products[0].id] })).data.addProductsToCompareList as Compared;
  expect(added.items.map((i) => i.product.sku)).toEqual(products.map((p) => p.sku));
  expect(added.item_count).toBe(3);
  const removed = (await gql(REMOVE, { uid: list.uid, products: [products[1].id] })).data.removeProductsFromCompareList as Compared;
  expect(removed.items.map((i) => i.product.sku)).toEqual([products[0].sku, products[2].sku]);
  const read = (await gql(GET, { uid: list.uid })).data.compareList as Compared;
  expect(read.items.map((i) => i.product.sku)).toEqual([products[0].sku, products[2].sku]);

  // The English view has its own lists, with English labels.
  expect((await gql(GET, { uid: list.uid }, { store: 'en_storeview' })).data.compareList).toBeNull();
  const en = (await gql(CREATE, { products: [products[0].id] }, { store: 'en_storeview' })).data.createCompareList as Compared;
  const supplement = en.attributes.find((a) => a.code === 'food_supplement');
  if (supplement) expect(supplement.label).toBe('Food supplement');
  expect(en.attributes.find((a) => a.code === 'brand')!.label).toBe('Brand');

  expect((await gql(DELETE, { uid: list.uid })).data.deleteCompareList).toEqual({ result: true });
  expect((await gql(GET, { uid: list.uid })).data.compareList).toBeNull();
  expect((await gql(DELETE, { uid: list.uid })).data.deleteCompareList).toEqual({ result: false });
});

test("Magento's messages: a missing or unknown uid, missing products", async () => {
  expect(firstError(await gql(GET, { uid: '' }))).toEqual({ message: '"uid" value must be specified', category: 'graphql-input' });
  expect(firstError(await gql(ADD, { uid: 'nope', products: [products[0].id] }))).toEqual({ message: '"uid" value does not exist', category: 'graphql-input' });
  expect(firstError(await gql(REMOVE, { uid: '', products: [] }))).toEqual({ message: '"uid" value must be specified.', category: 'graphql-input' });
  expect(firstError(await gql('mutation { addProductsToCompareList(input: null) { uid } }'))).toEqual({ message: '"uid" value must be specified.', category: 'graphql-input' });
  expect(firstError(await gql(ASSIGN, { uid: 'nope' }))).toEqual({ message: 'Customer must be logged', category: 'graphql-input' });
  expect((await gql(GET, { uid: 'nope' })).data.compareList).toBeNull();
});

test("a customer's list: kept by account, a guest list assigned to it joins it, nobody else reaches it", async () => {
  const account = await createAccount(t.app);
  expect((await gql(CUSTOMER, {}, { token: account.token })).data.customer.compare_list).toBeNull();
  const own = (await gql(CREATE, { products: [products[0].id] }, { token: account.token })).data.createCompareList as Compared;
  // A second createCompareList adds to the same list.
  const again = (await gql(CREATE, { products: [products[1].id] }, { token: account.token })).data.createCompareList as Compared;
  expect(again.uid).toBe(own.uid);
  expect(again.item_count).toBe(2);
  expect((await gql(CUSTOMER, {}, { token: account.token })).data.customer.compare_list.uid).toBe(own.uid);

  // A guest cannot read it; the customer cannot use a guest's list before it is assigned.
  expect(firstError(await gql(GET, { uid: own.uid }))).toEqual({ message: 'This customer is not authorized to access this list', category: 'graphql-input' });
  const guest = (await gql(CREATE, { products: [products[2].id, products[0].id] })).data.createCompareList as Compared;
  expect(firstError(await gql(ADD, { uid: guest.uid, products: [products[1].id] }, { token: account.token })))
    .toEqual({ message: 'This customer is not authorized to access this list', category: 'graphql-input' });

  const assigned = (await gql(ASSIGN, { uid: guest.uid }, { token: account.token })).data.assignCompareListToCustomer;
  expect(assigned.result).toBe(true);
  expect(assigned.compare_list.uid).toBe(own.uid);
  expect(assigned.compare_list.items.map((i: { product: { sku: string } }) => i.product.sku)).toEqual([products[0].sku, products[1].sku, products[2].sku]);
  expect((await gql(GET, { uid: guest.uid })).data.compareList).toBeNull();

  // Another customer's token does not reach it; its owner deletes it.
  const other = await createAccount(t.app);
  expect(firstError(await gql(GET, { uid: own.uid }, { token: other.token }))?.message).toBe('This customer is not authorized to access this list');
  expect((await gql(DELETE, { uid: own.uid }, { token: account.token })).data.deleteCompareList.result).toBe(true);
  expect((await gql(CUSTOMER, {}, { token: account.token })).data.customer.compare_list).toBeNull();

  // A guest list assigned to a customer without one becomes theirs.
  const another = (await gql(CREATE, { products: [products[1].id] })).data.createCompareList as Compared;
  const taken = (await gql(ASSIGN, { uid: another.uid }, { token: other.token })).data.assignCompareListToCustomer;
  expect(taken).toMatchObject({ result: true, compare_list: { uid: another.uid, item_count: 1 } });
  expect((await gql(CUSTOMER, {}, { token: other.token })).data.customer.compare_list.uid).toBe(another.uid);
});

/**
 * ProductReview.verified_buyer (the reviewVerification extension): a review written from a customer
 * account that had ordered the product (or a variant of it) before writing it, in an order that was not
 * canceled. On a new review, a product's reviews, the recent reviews and a customer's; one query for a
 * page of reviews; gone from the schema with the extension switched off.
 */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { addToCart, customerCartId, pickProducts, pickSimple, PLACE_ORDER, prepareGuestCheckout, type PickedProduct } from '../../../test/helpers/sales';
import { setReviewStatus } from '../../repositories/review';
import { createAccount, gql, type TestAccount } from '../../services/customer.testkit';
import { changeOrderStatus } from '../../services/orderStatus';

let t: TestApp;
let simple: PickedProduct;
let variant: PickedProduct;
beforeAll(async () => {
  t = await createTestApp();
  simple = await pickSimple(t.db, 'reduced');
  [variant] = await pickProducts(t.db, `p.parent_id IS NOT NULL AND p.stock_status = 'IN_STOCK' AND p.quantity >= 20`);
}, 180_000);
afterAll(() => t.close());

const CREATE = `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary verified_buyer } } }`;
const PRODUCT_REVIEWS = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { reviews(pageSize: 50) { items { summary verified_buyer } } } } }`;
const RECENT = `{ recentProductReviews(pageSize: 20) { items { summary verified_buyer product { sku } } } }`;
const MINE = `{ customer { reviews(pageSize: 50) { items { summary verified_buyer } } } }`;

/** Places a customer's order of one product (a variant with its configurable); its number. */
async function order(account: TestAccount, product: PickedProduct): Promise<string> {
  const cartId = await customerCartId(t.app, account.token);
  const added = await addToCart(t.app, cartId, product.sku, 1, { token: account.token, parentSku: product.parent_sku ?? undefined });
  expect(added.data!.addProductsToCart.user_errors).toEqual([]);
  await prepareGuestCheckout(t.app, cartId, { code: 'cashondelivery' }, { token: account.token });
  const placed = await gql(t.app, PLACE_ORDER, { token: account.token, variables: { id: cartId } });
  if (placed.errors) throw new Error(placed.errors[0].message);
  return placed.data.placeOrder.orderV2.number as string;
}

/** Writes a review of a product (a variant's configurable) in the Romanian view; its verified_buyer as createProductReview answers it. */
async function review(sku: string, summary: string, account?: TestAccount): Promise<boolean> {
  const res = await gql(t.app, CREATE, { store: 'default', token: account?.token, variables: { input: { sku, nickname: 'Ana', summary, text: 'Bun.', ratings: [] } } });
  expect(res.errors).toBeUndefined();
  expect(res.data.createProductReview.review.summary).toBe(summary);
  return res.data.createProductReview.review.verified_buyer as boolean;
}

async function approve(summary: string): Promise<void> {
  const row = await t.db.one<{ review_id: number }>('SELECT review_id FROM catalog_review WHERE summary = $1', [summary]);
  await setReviewStatus(t.db, row!.review_id, 'approved');
}

async function productReviews(sku: string): Promise<Record<string, boolean>> {
  const res = await gql(t.app, PRODUCT_REVIEWS, { store: 'default', variables: { sku } });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data.products.items[0].reviews.items.map((r: { summary: string; verified_buyer: boolean }) => [r.summary, r.verified_buyer]));
}

async function recentReviews(): Promise<Record<string, boolean>> {
  const res = await gql(t.app, RECENT, { store: 'default' });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data.recentProductReviews.items.map((r: { summary: string; verified_buyer: boolean }) => [r.summary, r.verified_buyer]));
}

async function myReviews(account: TestAccount): Promise<Record<string, boolean>> {
  const res = await gql(t.app, MINE, { token: account.token, store: 'default' });
  expect(res.errors).toBeUndefined();
  return Object.fromEntries(res.data.customer.reviews.items.map((r: { summary: string; verified_buyer: boolean }) => [r.summary, r.verified_buyer]));
}

test('a customer who ordered the product before writing is a verified buyer; a guest and a customer without that order are not', async () => {
  const buyer = await createAccount(t.app);
  const stranger = await createAccount(t.app);
  await order(buyer, simple);
  expect(await review(simple.sku, 'Cumpărat de mine')).toBe(false);
  expect(await review(simple.sku, 'Cumpărat de mine', buyer)).toBe(true);
  expect(await review(simple.sku, 'Scris de alt client', stranger)).toBe(false);
  // The guest's review shares the summary of the buyer's: both are looked up by summary below, so the guest's gets its own.
  await t.db.query("UPDATE catalog_review SET summary = 'Scris de un vizitator' WHERE summary = 'Cumpărat de mine' AND customer_id IS NULL");

  // Pending, each author sees theirs with the mark in their account.
  expect(await myReviews(buyer)).toEqual({ 'Cumpărat de mine': true });
  expect(await myReviews(stranger)).toEqual({ 'Scris de alt client': false });

  for (const summary of ['Cumpărat de mine', 'Scris de alt client', 'Scris de un vizitator']) await approve(summary);
  expect(await productReviews(simple.sku)).toMatchObject({ 'Cumpărat de mine': true, 'Scris de alt client': false, 'Scris de un vizitator': false });
  expect(await recentReviews()).toMatchObject({ 'Cumpărat de mine': true, 'Scris de alt client': false, 'Scris de un vizitator': false });
});

test('a configurable bought as one of its variants: its review is a verified buyer\'s', async () => {
  const buyer = await createAccount(t.app);
  await order(buyer, variant);
  expect(await review(variant.parent_sku!, 'Aroma aleasă de mine', buyer)).toBe(true);
  await approve('Aroma aleasă de mine');
  expect(await productReviews(variant.parent_sku!)).toMatchObject({ 'Aroma aleasă de mine': true });
  expect(await myReviews(buyer)).toEqual({ 'Aroma aleasă de mine': true });
});

test('an order placed after the review does not verify it', async () => {
  const customer = await createAccount(t.app);
  expect(await review(simple.sku, 'Scris înainte de comandă', customer)).toBe(false);
  await order(customer, simple);
  expect(await myReviews(customer)).toEqual({ 'Scris înainte de comandă': false });
  // A second review, written after the order, is verified.
  expect(await review(simple.sku, 'Scris după comandă', customer)).toBe(true);
  expect(await myReviews(customer)).toEqual({ 'Scris înainte de comandă': false, 'Scris după comandă': true });
});

test('a canceled order does not verify a review, and canceling the order takes the mark away', async () => {
  const canceled = await createAccount(t.app);
  await changeOrderStatus(t.db, await order(canceled, simple), 'canceled');
  expect(await review(simple.sku, 'Comanda mea a fost anulată', canceled)).toBe(false);

  const later = await createAccount(t.app);
  const number = await order(later, simple);
  expect(await review(simple.sku, 'Anulată după recenzie', later)).toBe(true);
  await changeOrderStatus(t.db, number, 'canceled');
  expect(await myReviews(later)).toEqual({ 'Anulată după recenzie': false });
});

test('a page of reviews asks the database once for their marks, whatever its size', async () => {
  const product = (await t.db.one<{ sku: string; n: number }>(
    `SELECT p.sku, count(*)::int AS n FROM catalog_review r JOIN catalog_product p ON p.product_id = r.product_id
      WHERE r.store_id = 1 AND r.status = 'approved' AND p.visibility = 4 GROUP BY p.sku ORDER BY n DESC, p.sku LIMIT 1`
  ))!;
  expect(product.n).toBeGreaterThan(3);
  const calls: string[] = [];
  const realQuery = t.db.query.bind(t.db);
  const spy = jest.spyOn(t.db, 'query').mockImplementation((sql, params) => {
    calls.push(sql);
    return realQuery(sql, params);
  });
  try {
    const res = await gql(t.app, PRODUCT_REVIEWS, { store: 'default', variables: { sku: product.sku } });
    expect(res.errors).toBeUndefined();
    expect(res.data.products.items[0].reviews.items.length).toBe(product.n);
    const listing = await gql(t.app, `{ products(filter: { name: { match: "a" } }, pageSize: 12) { items { reviews { items { verified_buyer } } } } }`, { store: 'default' });
    expect(listing.errors).toBeUndefined();
    expect(listing.data.products.items.filter((item: { reviews: { items: unknown[] } }) => item.reviews.items.length > 0).length).toBeGreaterThan(1);
  } finally {
    spy.mockRestore();
  }
  expect(calls.filter((sql) => sql.includes('JOIN sales_order o'))).toHaveLength(2);
});

describe('with the reviewVerification extension switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ config: { disabledExtensions: ['reviewVerification'] } });
  }, 120_000);
  afterAll(() => off.close());

  test('ProductReview has no verified_buyer, and asking for it is a validation error', async () => {
    const fields = await gql(off.app, '{ __type(name: "ProductReview") { fields { name } } }');
    const names = fields.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names).toContain('average_rating');
    expect(names).not.toContain('verified_buyer');
    const asked = await gql(off.app, RECENT);
    expect(asked.errors?.[0]?.message).toMatch(/^Cannot query field "verified_buyer" on type "ProductReview"\./);
  });
});

/** createProductReview (moderated) and productReviewRatingsMetadata through GraphQL. */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { saveConfig } from '../../repositories/config';
import { setReviewStatus } from '../../repositories/review';
import { createAccount, firstError, gql } from '../../services/customer.testkit';

let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await createTestApp();
  sku = (await t.db.one<{ sku: string }>("SELECT sku FROM catalog_product WHERE visibility = 4 AND status = 1 ORDER BY product_id LIMIT 1"))!.sku;
}, 180_000);
afterAll(() => t.close());

const METADATA = `{ productReviewRatingsMetadata { items { id name values { value_id value } } } }`;
const CREATE = `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) {
  review { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } } } }`;
const REVIEWS = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count reviews(pageSize: 50) { items { nickname summary } } } } }`;

type Metadata = { id: string; name: string; values: { value_id: string; value: string }[] }[];
async function metadata(store = 'default'): Promise<Metadata> {
  return (await gql(t.app, METADATA, { store })).data.productReviewRatingsMetadata.items;
}

describe('productReviewRatingsMetadata', () => {
  test('the rating aspects with five values each, labelled per store view', async () => {
    const ro = await metadata();
    expect(ro.map((r) => r.name)).toEqual(['Calitate', 'Raport calitate-preț', 'Preț']);
    expect(ro[0].values.map((v) => v.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(Buffer.from(ro[0].id, 'base64').toString()).toMatch(/^\d+$/);
    const ids = ro.flatMap((r) => r.values.map((v) => v.value_id));
    expect(new Set(ids).size).toBe(15);
    expect((await metadata('en_storeview'))[0].name).toBe('Quality');
  });
});

describe('createProductReview', () => {
  test('a guest review is saved pending and shown only once approved', async () => {
    const ratings = await metadata();
    const input = {
      sku, nickname: 'Mihai', summary: 'Foarte bun, testat azi', text: 'Îl recomand.',
      ratings: ratings.map((r, i) => ({ id: r.id, value_id: r.values[4 - i].value_id }))
    };
    const res = await gql(t.app, CREATE, { store: 'default', variables: { input } });
    expect(res.errors).toBeUndefined();
    const { review } = res.data.createProductReview;
    expect(review).toMatchObject({ nickname: 'Mihai', summary: 'Foarte bun, testat azi', text: 'Îl recomand.', product: { sku } });
    expect(review.ratings_breakdown).toEqual([{ name: 'Calitate', value: '5' }, { name: 'Raport calitate-preț', value: '4' }, { name: 'Preț', value: '3' }]);
    expect(review.average_rating).toBe(80);
    const before = (await gql(t.app, REVIEWS, { store: 'default', variables: { sku } })).data.products.items[0];
    expect(before.reviews.items.map((r: { summary: string }) => r.summary)).not.toContain('Foarte bun, testat azi');
    const row = await t.db.one<{ review_id: number; status: string; customer_id: number | null }>(
      "SELECT review_id, status, customer_id FROM catalog_review WHERE summary = 'Foarte bun, testat azi'"
    );
    expect(row).toMatchObject({ status: 'pending', customer_id: null });
    await setReviewStatus(t.db, row!.review_id, 'approved');
    const after = (await gql(t.app, REVIEWS, { store: 'default', variables: { sku } })).data.products.items[0];
    expect(after.reviews.items.map((r: { summary: string }) => r.summary)).toContain('Foarte bun, testat azi');
  });

  test("a customer's review remembers the author and appears in customer.reviews", async () => {
    const account = await createAccount(t.app);
    const res = await gql(t.app, CREATE, { token: account.token, variables: { input: { sku, nickname: 'Ana', summary: 'Gust bun', text: 'Da.', ratings: [] } } });
    expect(res.data.createProductReview.review.average_rating).toBe(0);
    const mine = await gql(t.app, `{ customer { reviews { items { summary product { sku } } page_info { total_pages } } } }`, { token: account.token });
    expect(mine.data.customer.reviews).toEqual({ items: [{ summary: 'Gust bun', product: { sku } }], page_info: { total_pages: 1 } });
  });

  test('validation: unknown SKU, blank fields, bad ratings; guests refused when not allowed', async () => {
    const [quality] = await metadata();
    const base = { sku, nickname: 'X', summary: 'Y', text: 'Z', ratings: [] };
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, sku: 'NOPE' } } }))).toEqual({
      message: "The product that was requested doesn't exist. Verify the product and try again.", category: 'graphql-no-such-entity'
    });
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, nickname: ' ' } } }))?.message).toBe('Please enter a nickname.');
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, summary: '' } } }))?.message).toBe('Please enter a review summary.');
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, text: '' } } }))?.message).toBe('Please enter a review.');
    const otherValue = (await metadata())[1].values[0].value_id;
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, ratings: [{ id: quality.id, value_id: otherValue }] } } }))?.message).toBe(
      `Rating "${quality.id}" with value "${otherValue}" is not valid.`
    );
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, ratings: [{ id: 'bad', value_id: 'bad' }] } } }))?.category).toBe('graphql-input');
    expect(firstError(await gql(t.app, CREATE, { variables: { input: { ...base, ratings: [{ id: quality.id, value_id: quality.values[0].value_id }, { id: quality.id, value_id: quality.values[1].value_id }] } } }))?.message).toBe(
      `Rating "${quality.id}" is given more than once.`
    );
    await saveConfig(t.db, 'catalog/review/allow_guest', '0');
    try {
      expect(firstError(await gql(t.app, CREATE, { variables: { input: base } }))).toEqual({ message: "Guest customers aren't allowed to add product reviews.", category: 'graphql-authorization' });
    } finally {
      await saveConfig(t.db, 'catalog/review/allow_guest', '1');
    }
    expect(await t.db.one("SELECT count(*)::int AS n FROM catalog_review WHERE nickname = 'X'")).toEqual({ n: 0 });
  });
});

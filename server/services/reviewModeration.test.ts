/**
 * Review moderation (npm run review): a new review waits pending; approving it shows it on its product
 * and counts it in the product's rating, rejecting it takes it off again.
 */
import { testAppForFile } from '../../test/helpers/server';
import { createAccount, gql } from './customer.testkit';
import { moderateReview, pendingReviews } from './review';

const t = testAppForFile();

const PRODUCT = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { review_count rating_summary reviews(pageSize: 100) { items { summary } } } } }`;

async function product(sku: string) {
  const res = await gql(t.app, PRODUCT, { store: 'default', variables: { sku } });
  expect(res.errors).toBeUndefined();
  const [item] = res.data.products.items;
  return { count: item.review_count as number, rating: item.rating_summary as number, summaries: item.reviews.items.map((r: { summary: string }) => r.summary) as string[] };
}

test('pending until approved; approved counts in the rating; rejected leaves it', async () => {
  const { sku } = (await t.db.one<{ sku: string }>(
    `SELECT p.sku FROM catalog_product p JOIN catalog_product_index i ON i.product_id = p.product_id AND i.store_id = 1
      WHERE p.visibility = 4 AND i.review_count = 0 ORDER BY p.product_id LIMIT 1`
  ))!;
  const b64 = (n: number) => Buffer.from(String(n)).toString('base64');
  const ratings = (await t.db.query<{ rating_id: number }>('SELECT rating_id FROM catalog_rating ORDER BY position'))
    .map(({ rating_id: ratingId }) => ({ id: b64(ratingId), value_id: b64((ratingId - 1) * 5 + 4) }));
  const customer = await createAccount(t.app);
  const written = await gql(t.app, `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { summary } } }`, {
    store: 'default', token: customer.token,
    variables: { input: { sku, nickname: 'Ioana', summary: 'De moderat', text: 'Foarte bun.', ratings } }
  });
  expect(written.errors).toBeUndefined();
  const { review_id: id } = (await t.db.one<{ review_id: number }>("SELECT review_id FROM catalog_review WHERE summary = 'De moderat'"))!;

  const waiting = await pendingReviews(t.db);
  expect(waiting.find((r) => r.review_id === id)).toMatchObject({ status: 'pending', sku, store_code: 'default', nickname: 'Ioana', customer_id: expect.any(Number), verified_buyer: false });
  expect(await product(sku)).toEqual({ count: 0, rating: 0, summaries: [] });

  const version = async () => (await t.db.one<{ version: string }>('SELECT version::text FROM catalog_index_state WHERE id = 1'))!.version;
  const before = await version();
  expect(await moderateReview(t.db, id, 'approved')).toMatchObject({ from: 'pending', to: 'approved', review: { review_id: id, status: 'approved', sku } });
  expect(await version()).not.toBe(before);
  // Four stars of five on every aspect.
  expect(await product(sku)).toEqual({ count: 1, rating: 80, summaries: ['De moderat'] });
  expect((await pendingReviews(t.db)).map((r) => r.review_id)).not.toContain(id);
  expect(await moderateReview(t.db, id, 'approved')).toMatchObject({ from: 'approved', to: 'approved' });

  expect(await moderateReview(t.db, id, 'rejected')).toMatchObject({ from: 'approved', to: 'rejected' });
  expect(await product(sku)).toEqual({ count: 0, rating: 0, summaries: [] });
  await expect(moderateReview(t.db, 99_999_999, 'approved')).rejects.toThrow('There is no review 99999999.');
});

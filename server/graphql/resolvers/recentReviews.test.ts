/** recentProductReviews: the newest approved reviews of a store view, with their products, a page at a time. */
import { createTestApp, type TestApp } from '../../../test/helpers/server';
import { saveConfig } from '../../repositories/config';
import { setReviewStatus } from '../../repositories/review';
import { firstError, gql } from '../../services/customer.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const RECENT = `query ($pageSize: Int, $currentPage: Int) {
  recentProductReviews(pageSize: $pageSize, currentPage: $currentPage) {
    items { nickname summary text created_at average_rating product { sku name url_key url_suffix } }
    page_info { page_size current_page total_pages }
  }
}`;

interface RecentItem {
  nickname: string;
  summary: string;
  created_at: string;
  average_rating: number;
  product: { sku: string; name: string; url_key: string; url_suffix: string };
}

async function recent(variables: Record<string, unknown> = {}, store = 'default') {
  const res = await gql(t.app, RECENT, { variables, store });
  expect(res.errors).toBeUndefined();
  return res.data.recentProductReviews as { items: RecentItem[]; page_info: { page_size: number; current_page: number; total_pages: number } };
}

describe('recentProductReviews', () => {
  test('approved reviews of the store view, newest first, with their products', async () => {
    const approved = (await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog_review r JOIN catalog_product_index i ON i.store_id = r.store_id AND i.product_id = r.product_id
        WHERE r.store_id = 1 AND r.status = 'approved'`
    ))!.n;
    expect(approved).toBeGreaterThan(5);
    const page = await recent({ pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.page_info).toEqual({ page_size: 5, current_page: 1, total_pages: Math.ceil(approved / 5) });
    const dates = page.items.map((item) => item.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of page.items) {
      expect(item.product.url_key).toMatch(/^[a-z0-9-]+$/);
      expect(item.product.url_suffix).toBe('.html');
      expect(item.average_rating).toBeGreaterThan(0);
    }
    // The second page continues where the first ended.
    const second = await recent({ pageSize: 5, currentPage: 2 });
    expect(second.page_info.current_page).toBe(2);
    const key = (item: RecentItem) => `${item.product.sku}|${item.nickname}|${item.summary}|${item.created_at}`;
    const ten = await recent({ pageSize: 10 });
    expect([...page.items, ...second.items].map(key)).toEqual(ten.items.map(key));
  });

  test('a pending review appears only once approved, at the top', async () => {
    const product = (await t.db.one<{ product_id: number; sku: string }>(
      "SELECT p.product_id, p.sku FROM catalog_product p JOIN catalog_product_index i ON i.product_id = p.product_id AND i.store_id = 1 ORDER BY p.product_id LIMIT 1"
    ))!;
    const row = (await t.db.one<{ review_id: number }>(
      `INSERT INTO catalog_review (product_id, store_id, status, nickname, summary, text, ratings, created_at)
       VALUES ($1, 1, 'pending', 'Irina', 'Cea mai nouă recenzie', 'Foarte bună.', '{"quality": 5}'::jsonb, now() + interval '1 minute')
       RETURNING review_id`,
      [product.product_id]
    ))!;
    expect((await recent({ pageSize: 3 })).items.map((item) => item.summary)).not.toContain('Cea mai nouă recenzie');
    await setReviewStatus(t.db, row.review_id, 'approved');
    const [first] = (await recent({ pageSize: 3 })).items;
    expect(first).toMatchObject({ nickname: 'Irina', summary: 'Cea mai nouă recenzie', average_rating: 100, product: { sku: product.sku } });
    // Another store view does not show it.
    expect((await recent({ pageSize: 3 }, 'en_storeview')).items.map((item) => item.summary)).not.toContain('Cea mai nouă recenzie');
  });

  test("Magento's paging errors, and nothing while reviews are off", async () => {
    expect(firstError(await gql(t.app, RECENT, { variables: { currentPage: 0 } }))).toEqual({
      message: 'currentPage value must be greater than 0.', category: 'graphql-input'
    });
    expect(firstError(await gql(t.app, RECENT, { variables: { pageSize: 0 } }))).toEqual({
      message: 'pageSize value must be greater than 0.', category: 'graphql-input'
    });
    await saveConfig(t.db, 'catalog/review/active', '0');
    try {
      expect((await recent()).items).toEqual([]);
    } finally {
      await saveConfig(t.db, 'catalog/review/active', '1');
    }
  });
});

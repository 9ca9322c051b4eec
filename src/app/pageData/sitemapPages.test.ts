import type { ExecuteQuery } from './pagePlan';
import { listSitemapPages } from './sitemapPages';

const product = (sku: string, key: string, updated: string | null = '2026-10-02 08:00:00') => ({ uid: sku, sku, url_key: key, url_suffix: '.html', canonical_url: `${key}.html`, updated_at: updated });

/** A store with 301 products in each view (two pages of 300), a category tree, and optional extensions. */
function store({ withBlog, withShops }: { withBlog: boolean; withShops: boolean }) {
  const calls: Array<{ operationName: string; variables: Record<string, unknown>; storeCode: string }> = [];
  const execute: ExecuteQuery = async ({ operationName, variables, storeCode }) => {
    calls.push({ operationName, variables, storeCode });
    const en = storeCode === 'en_storeview';
    switch (operationName) {
      case 'sitemapProducts': {
        const page = variables.currentPage as number;
        const items = page === 1 ? Array.from({ length: 300 }, (_, index) => product(`S${index}`, `${en ? 'p' : 'produs'}-${index}`)) : [product('S300', en ? 'last' : 'ultimul', null)];
        return { data: { products: { page_info: { total_pages: 2 }, items } } };
      }
      case 'sitemapCategories':
        return {
          data: {
            categoryList: [
              {
                children: [
                  { uid: 'Mw==', url_path: en ? 'proteins' : 'proteine', url_suffix: '.html', children: [{ uid: 'NA==', url_path: en ? 'proteins/whey' : 'proteine/zer', url_suffix: '.html', children: [] }] }
                ]
              }
            ]
          }
        };
      case 'sitemapBlogPosts':
        return withBlog
          ? { data: { amBlogPosts: { total_divided_by_visible: 1, items: [{ url_key: en ? 'choosing-protein' : 'cum-alegi', published_at: '2026-03-01 10:00:00' }] } } }
          : { errors: [{ message: 'Cannot query field "amBlogPosts" on type "Query".' }] };
      case 'sitemapShops':
        return withShops
          ? { data: { MpStoreLocatorLocations: { items: [{ location_id: en ? '12' : '2', url_key: 'palas', status: '1' }, { location_id: '9', url_key: 'closed', status: '0' }] } } }
          : { errors: [{ message: 'Cannot query field "MpStoreLocatorLocations" on type "Query".' }] };
      default:
        return { errors: [{ message: `unexpected ${operationName}` }] };
    }
  };
  return { execute, calls };
}

describe('listSitemapPages', () => {
  it("lists each view's home, categories (every level), every page of products, the blog's posts and the shops, with the keys twins share", async () => {
    const { execute, calls } = store({ withBlog: true, withShops: true });
    const [ro, en] = await listSitemapPages(execute);
    expect([ro.code, ro.prefix, ro.locale, en.code, en.prefix, en.locale]).toEqual(['default', '', 'ro_RO', 'en_storeview', 'en', 'en_US']);
    expect(calls.filter((call) => call.operationName === 'sitemapProducts' && call.storeCode === 'default').map((call) => call.variables)).toEqual([
      { pageSize: 300, currentPage: 1 },
      { pageSize: 300, currentPage: 2 }
    ]);
    expect(en.pages.filter((page) => page.twin?.startsWith('product:'))).toHaveLength(301);
    expect(en.pages).toEqual(
      expect.arrayContaining([
        { path: '', twin: 'home', lastmod: null },
        { path: 'proteins.html', twin: 'category:Mw==', lastmod: null },
        { path: 'proteins/whey.html', twin: 'category:NA==', lastmod: null },
        { path: 'p-0.html', twin: 'product:S0', lastmod: '2026-10-02' },
        { path: 'last.html', twin: 'product:S300', lastmod: null },
        { path: 'blog', twin: 'page:blog', lastmod: null },
        { path: 'blog/post/choosing-protein', twin: null, lastmod: '2026-03-01' },
        { path: 'shops', twin: 'page:shops', lastmod: null },
        { path: 'shop/12', twin: 'shop:palas', lastmod: null }
      ])
    );
    expect(ro.pages).toContainEqual({ path: 'shop/2', twin: 'shop:palas', lastmod: null });
    // A closed shop is not listed.
    expect(en.pages.some((page) => page.path === 'shop/9')).toBe(false);
  });

  it('lists no blog and no shops on a Magento without those extensions', async () => {
    const [ro] = await listSitemapPages(store({ withBlog: false, withShops: false }).execute);
    expect(ro.pages.some((page) => /^(blog|shop)/.test(page.path))).toBe(false);
    expect(ro.pages.length).toBe(1 + 2 + 301);
  });
});

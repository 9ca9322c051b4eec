import { listingVariables } from '../../components/ProductListing/listingModel';
import { planPage, type ExecuteQuery } from './pagePlan';

type Answers = Record<string, (variables: Record<string, unknown>, storeCode: string) => Record<string, unknown> | null>;

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
  storeCode: string;
  query: string;
}

/** An execute function answering by operation name, recording what was asked. */
function fakeExecute(answers: Answers) {
  const calls: Call[] = [];
  const execute: ExecuteQuery = async ({ query, operationName, variables, storeCode }) => {
    calls.push({ query, operationName, variables, storeCode });
    const answer = answers[operationName];
    if (!answer) return { errors: [{ message: `no answer for ${operationName}` }] };
    const data = answer(variables, storeCode);
    return data ? { data } : { data: null, errors: [{ message: 'failed' }] };
  };
  return { execute, calls };
}

const locale = (_variables: unknown, storeCode: string) => ({
  storeConfig: { __typename: 'StoreConfig', store_code: storeCode, locale: storeCode === 'en_storeview' ? 'en_US' : 'ro_RO' }
});

function route(type: string, extra: Record<string, unknown>) {
  return () => ({ route: { __typename: 'RoutableUrl', type, relative_url: 'x.html', redirect_code: 0, ...extra } });
}

const listing = () => ({
  products: {
    __typename: 'Products',
    total_count: 2,
    items: [{ __typename: 'SimpleProduct', uid: 'NQ==', small_image: { __typename: 'ProductImage', url: '/media/catalog/product/w/h/whey.jpg' } }]
  }
});

const ORIGIN = 'https://shop.example.ro';

describe('planPage', () => {
  it('answers a category page: route, locale, category and the listing of the URL', async () => {
    const { execute, calls } = fakeExecute({
      ResolveURL: route('CATEGORY', { route_uid: 'Mw==' }),
      getLocale: locale,
      getCategory: () => ({ categories: { items: [{ uid: 'Mw==' }] } }),
      getProductListing: listing
    });

    const plan = await planPage('/en/proteine.html?page=2&product_list_order=price_ASC', execute);

    expect(plan).not.toBeNull();
    expect(calls.every((call) => call.storeCode === 'en_storeview')).toBe(true);
    expect(calls.find((call) => call.operationName === 'ResolveURL')?.variables).toEqual({ url: '/proteine.html' });
    const expectedListing = listingVariables(
      { filters: {}, sort: { field: 'price', direction: 'ASC' }, page: 2 },
      { baseFilter: { category_uid: { eq: 'Mw==' } } }
    );
    expect(plan?.pageData).toMatchObject({
      version: 1,
      path: '/en/proteine.html?page=2&product_list_order=price_ASC',
      store: 'en_storeview',
      route: { url: '/proteine.html' }
    });
    expect(plan?.pageData.answers.map((answer) => [answer.operationName, answer.variables])).toEqual([
      ['getLocale', {}],
      ['getCategory', { uid: 'Mw==' }],
      ['getProductListing', JSON.parse(JSON.stringify(expectedListing))]
    ]);
    expect(plan?.chunkGroups).toEqual(['i18n-en_US', 'category', 'i18n-en_US/category']);
    expect(plan?.images).toHaveLength(1);
    expect(plan?.images[0].href).toContain('whey.jpg');
    expect(plan?.images[0].srcset).toMatch(/ \d+w/);
  });

  it('sends documents with __typename, as the client asks them', async () => {
    const { execute, calls } = fakeExecute({ ResolveURL: route('CATEGORY', { route_uid: 'Mw==' }), getLocale: locale });
    await planPage('/proteine.html', execute);
    expect(calls.find((call) => call.operationName === 'getCategory')?.query).toContain('__typename');
  });

  it('leaves out an answer that failed, keeping the others', async () => {
    const { execute } = fakeExecute({
      ResolveURL: route('CATEGORY', { route_uid: 'Mw==' }),
      getLocale: locale,
      getCategory: () => null,
      getProductListing: listing
    });
    const plan = await planPage('/proteine.html', execute);
    expect(plan?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale', 'getProductListing']);
    expect(plan?.chunkGroups).toEqual(['i18n-ro_RO', 'category', 'i18n-ro_RO/category']);
  });

  it('answers a product page and preloads the main image of its product', async () => {
    const { execute } = fakeExecute({
      ResolveURL: route('PRODUCT', { route_uid: 'NQ==', route_sku: 'WHEY-1', url_key: 'whey' }),
      getLocale: locale,
      getProductDetail: () => ({
        products: {
          items: [
            { __typename: 'SimpleProduct', uid: 'Ng==', sku: 'WHEY-1-OLD', media_gallery: [{ url: '/media/catalog/product/o/l/old.jpg', position: 1 }] },
            {
              __typename: 'SimpleProduct',
              uid: 'NQ==',
              sku: 'WHEY-1',
              name: 'Whey 1',
              url_key: 'whey',
              url_suffix: '.html',
              meta_description: 'Zer <b>pur</b>.',
              media_gallery: [
                { url: '/media/catalog/product/s/e/second.jpg', position: 2 },
                { url: '/media/catalog/product/f/i/first.jpg', position: 1 }
              ]
            }
          ]
        }
      })
    });
    const plan = await planPage('/whey.html', execute);
    expect(plan?.pageData.answers.map((answer) => [answer.operationName, answer.variables])).toEqual([
      ['getLocale', {}],
      ['getProductDetail', { sku: 'WHEY-1' }]
    ]);
    expect(plan?.chunkGroups).toEqual(['i18n-ro_RO', 'product', 'i18n-ro_RO/product']);
    expect(plan?.images.map((image) => image.href)).toEqual([expect.stringContaining('first.jpg')]);
    // The product of the route, not the first of the answer.
    expect(plan?.head).toMatchObject({ lang: 'ro-RO', title: 'Whey 1', description: 'Zer pur .', canonical: 'http://storefront.invalid/whey.html' });
  });

  it('answers the home page with its hero and preloads the first banner for phones and desktops', async () => {
    const { execute } = fakeExecute({
      ResolveURL: route('CMS_PAGE', { route_identifier: 'home' }),
      getLocale: locale,
      getCmsPage: () => ({ cmsPage: { identifier: 'home', content: '' } }),
      getHomeHero: () => ({
        mpBannerSlider: {
          items: [
            { image: '/media/banner/second.jpg', status: 1, position: 2, name: 'B' },
            { image: '/media/banner/first.jpg', status: 1, position: 1, name: 'A' }
          ]
        },
        activePromo: null
      })
    });
    const plan = await planPage(`${ORIGIN}/`, execute);
    expect(plan?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale', 'getCmsPage', 'getHomeHero']);
    // Its link preview shows the hero's first banner.
    expect(plan?.head?.meta).toContainEqual({ key: 'property', name: 'og:image', content: expect.stringMatching(/^https:\/\/shop\.example\.ro\/media\/banner\/first\.jpg\?.*width=1200/) });
    expect(plan?.head?.meta).toContainEqual({ key: 'name', name: 'twitter:card', content: 'summary_large_image' });
    expect(plan?.images).toHaveLength(2);
    expect(plan?.images.every((image) => image.href.includes('first.jpg'))).toBe(true);
    expect(plan?.images.map((image) => image.media)).toEqual(['(max-width: 768px)', 'not all and (max-width: 768px)']);
    // The home's Page Builder content is below the hero and carousels: its renderer is not preloaded.
    expect(plan?.chunkGroups).toEqual(['i18n-ro_RO', 'cms', 'i18n-ro_RO/cms']);
  });

  it('preloads the Page Builder renderer with any other CMS page', async () => {
    const { execute } = fakeExecute({
      ResolveURL: route('CMS_PAGE', { route_identifier: 'despre-noi' }),
      getLocale: locale,
      getCmsPage: () => ({ cmsPage: { identifier: 'despre-noi', content: '' } })
    });
    const plan = await planPage('/despre-noi.html', execute);
    expect(plan?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale', 'getCmsPage']);
    expect(plan?.chunkGroups).toEqual(['i18n-ro_RO', 'cms', 'pagebuilder', 'i18n-ro_RO/cms', 'i18n-ro_RO/pagebuilder']);
  });

  it('answers a search page with its listing, and an empty search with the locale only', async () => {
    const { execute, calls } = fakeExecute({ getLocale: locale, getProductListing: listing });
    const plan = await planPage('/search.html?query=%20whey%20', execute);
    expect(calls.some((call) => call.operationName === 'ResolveURL')).toBe(false);
    expect(plan?.pageData.route).toBeUndefined();
    expect(plan?.pageData.answers.find((answer) => answer.operationName === 'getProductListing')?.variables).toMatchObject({ search: 'whey' });
    expect(plan?.chunkGroups).toEqual(['i18n-ro_RO', 'search', 'i18n-ro_RO/search']);

    const empty = await planPage('/en/search.html', execute);
    expect(empty?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale']);
  });

  it('gives the SPA own private pages their language and noindex only, and nothing when the route cannot be resolved', async () => {
    const { execute, calls } = fakeExecute({ getLocale: locale });
    const cart = await planPage('/cart', execute);
    expect(cart?.head).toEqual({ lang: 'ro-RO', robots: 'noindex' });
    expect(cart?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale']);
    expect(cart?.chunkGroups).toEqual(['i18n-ro_RO']);
    expect((await planPage('/en/wishlist', execute))?.head).toEqual({ lang: 'en-US', robots: 'noindex' });
    expect(calls.map((call) => call.operationName)).toEqual(['getLocale', 'getLocale']);
    expect(await planPage('/unknown.html', execute)).toBeNull();
  });

  it('passes on a route that is not found, with the locale for the not-found page, as a 404', async () => {
    const { execute } = fakeExecute({ ResolveURL: () => ({ route: null }), getLocale: locale });
    const plan = await planPage('/gone.html', execute);
    expect(plan?.pageData.route).toEqual({ url: '/gone.html', data: { route: null } });
    expect(plan?.chunkGroups).toEqual(['i18n-ro_RO']);
    expect(plan?.images).toEqual([]);
    expect(plan?.status).toBe(404);
    const found = await planPage('/despre-noi', fakeExecute({ ResolveURL: route('CMS_PAGE', { route_identifier: 'despre-noi' }), getLocale: locale }).execute);
    expect(found?.status).toBeUndefined();
  });

  it('plans a redirect the store knows as that redirect, in the view and with the query kept', async () => {
    const moved = fakeExecute({ ResolveURL: route('CMS_PAGE', { route_identifier: 'despre-noi', relative_url: 'despre-noi', redirect_code: 301 }), getLocale: locale });
    expect((await planPage('/en/about?ref=mail', moved.execute))?.redirect).toEqual({ code: 301, location: '/en/despre-noi?ref=mail' });
    const temporary = fakeExecute({ ResolveURL: route('CMS_PAGE', { route_identifier: 'x', relative_url: '25-black-friday.html', redirect_code: 302 }), getLocale: locale });
    expect((await planPage('/black-friday', temporary.execute))?.redirect).toEqual({ code: 302, location: '/25-black-friday.html' });
    // Nothing else is asked for a page that is not there.
    expect(moved.calls.map((call) => call.operationName)).toEqual(['getLocale', 'ResolveURL']);
  });

  it('gives each page its head, by the builders the page uses: language, title, description, canonical, robots', async () => {
    const category = () => ({
      categoryList: [{ __typename: 'CategoryTree', uid: 'Mw==', name: 'Proteins', description: '<p>All the <b>protein</b>.</p>', url_path: 'proteins', url_suffix: '.html', image: null, meta_title: null, meta_description: null, breadcrumbs: null }]
    });
    const { execute } = fakeExecute({ ResolveURL: route('CATEGORY', { route_uid: 'Mw==' }), getLocale: locale, getCategory: category, getProductListing: listing });
    expect((await planPage(`${ORIGIN}/en/proteins.html?page=2`, execute))?.head).toMatchObject({
      lang: 'en-US', title: 'Proteins', description: 'All the protein .', canonical: `${ORIGIN}/en/proteins.html?page=2`
    });
    // Sorted or filtered: the same products again, not to be indexed; the canonical is the plain listing.
    expect((await planPage(`${ORIGIN}/en/proteins.html?product_list_order=price_ASC`, execute))?.head).toMatchObject({ canonical: `${ORIGIN}/en/proteins.html`, robots: 'noindex,follow' });

    const cms = fakeExecute({
      ResolveURL: route('CMS_PAGE', { route_identifier: 'despre-noi' }),
      getLocale: locale,
      getCmsPage: () => ({ cmsPage: { __typename: 'CmsPage', identifier: 'despre-noi', url_key: 'despre-noi', title: 'Despre noi', meta_title: 'Despre GNC', meta_description: 'Cine suntem.', content: '', content_heading: '' } })
    });
    expect((await planPage(`${ORIGIN}/despre-noi`, cms.execute))?.head).toMatchObject({ lang: 'ro-RO', title: 'Despre GNC', description: 'Cine suntem.', canonical: `${ORIGIN}/despre-noi` });

    const search = fakeExecute({ getLocale: locale, getProductListing: listing });
    expect((await planPage('/en/search.html?query=whey', search.execute))?.head).toEqual({ lang: 'en-US', robots: 'noindex' });
    const missing = fakeExecute({ ResolveURL: () => ({ route: null }), getLocale: locale });
    expect((await planPage('/gone.html', missing.execute))?.head).toEqual({ lang: 'ro-RO', robots: 'noindex' });
  });

  it('names the page in every view (hreflang) by the twin the EN / RO switch finds, and puts that answer into the page', async () => {
    const { execute, calls } = fakeExecute({
      ResolveURL: route('CATEGORY', { route_uid: 'Mw==' }),
      getLocale: locale,
      getCategory: () => ({ categoryList: [{ uid: 'Mw==', name: 'Proteine', url_path: 'proteine', url_suffix: '.html' }] }),
      getProductListing: listing,
      customUrlRedirect: () => ({ customUrlRedirect: { __typename: 'CustomUrlRedirect', rourlredirect: '/proteine.html', enurlredirect: '/en/proteins.html' } })
    });
    const plan = await planPage(`${ORIGIN}/proteine.html?page=2&brand=5`, execute);
    expect(calls.find((call) => call.operationName === 'customUrlRedirect')?.variables).toEqual({ url: '/proteine.html' });
    expect(plan?.head?.alternates).toEqual([
      { hreflang: 'ro-RO', href: `${ORIGIN}/proteine.html?page=2` },
      { hreflang: 'en-US', href: `${ORIGIN}/en/proteins.html?page=2` },
      { hreflang: 'x-default', href: `${ORIGIN}/proteine.html?page=2` }
    ]);
    expect(plan?.pageData.answers.map((answer) => answer.operationName)).toContain('customUrlRedirect');
  });

  it('asks each view for the same product by its sku when the store cannot name twins (a stock Magento)', async () => {
    const { execute, calls } = fakeExecute({
      ResolveURL: route('PRODUCT', { route_uid: 'NQ==', route_sku: 'WHEY', url_key: 'zer' }),
      getLocale: locale,
      getProductDetail: () => ({ products: { items: [{ __typename: 'SimpleProduct', uid: 'NQ==', sku: 'WHEY', name: 'Zer', url_key: 'zer', url_suffix: '.html' }] } }),
      // No customUrlRedirect: the fake answers it with an error, as Magento does for an unknown field.
      twinProduct: (_variables, storeCode) =>
        storeCode === 'en_storeview' ? { products: { items: [{ __typename: 'SimpleProduct', uid: 'NQ==', sku: 'WHEY', url_key: 'whey', url_suffix: '.html', canonical_url: null }] } } : null
    });
    const plan = await planPage(`${ORIGIN}/zer.html`, execute);
    expect(calls.filter((call) => call.operationName === 'twinProduct').map((call) => [call.storeCode, call.variables])).toEqual([['en_storeview', { sku: 'WHEY' }]]);
    expect(plan?.head?.alternates).toEqual([
      { hreflang: 'ro-RO', href: `${ORIGIN}/zer.html` },
      { hreflang: 'en-US', href: `${ORIGIN}/en/whey.html` },
      { hreflang: 'x-default', href: `${ORIGIN}/zer.html` }
    ]);
    // A category the other view does not have: no alternates at all, never a guess.
    const lone = fakeExecute({
      ResolveURL: route('CATEGORY', { route_uid: 'Mw==' }),
      getLocale: locale,
      getCategory: () => ({ categoryList: [{ uid: 'Mw==', name: 'Doar aici', url_path: 'doar-aici', url_suffix: '.html' }] }),
      getProductListing: listing,
      twinCategory: () => ({ categoryList: [] })
    });
    expect((await planPage(`${ORIGIN}/doar-aici.html`, lone.execute))?.head?.alternates).toBeUndefined();
  });

  it('writes the link preview and the structured data: a product with an offer per variant and its trail, in the view language', async () => {
    const variant = (sku: string, value: number, price: number, stock: string, special: { regular: number; until: string } | null = null) => ({
      attributes: [{ uid: `a${value}`, code: 'aroma', label: String(value), value_index: value }],
      product: {
        uid: sku, sku, name: sku, stock_status: stock, only_x_left_in_stock: null, media_gallery: [], special_to_date: special?.until ?? null,
        price_range: { maximum_price: { final_price: { value: price, currency: 'RON' }, regular_price: { value: special?.regular ?? price, currency: 'RON' }, discount: null } }
      }
    });
    const { execute } = fakeExecute({
      ResolveURL: route('PRODUCT', { route_uid: 'NQ==', route_sku: 'WHEY', url_key: 'whey' }),
      getLocale: locale,
      getProductDetail: () => ({
        products: {
          items: [
            {
              __typename: 'ConfigurableProduct',
              uid: 'NQ==',
              sku: 'WHEY',
              name: 'Whey',
              url_key: 'whey',
              url_suffix: '.html',
              brand: 'GNC',
              review_count: 2,
              rating_summary: 90,
              media_gallery: [{ url: '/media/catalog/product/w/h/whey.jpg', position: 1 }],
              categories: [{ uid: 'Mw==', name: 'Proteins', url_path: 'proteins', url_suffix: '.html', breadcrumbs: null }],
              configurable_options: [{ uid: 'o1', attribute_code: 'aroma', label: 'Aroma', values: [{ uid: 'a1', value_index: 1, label: 'Vanilla' }] }],
              variants: [variant('WHEY-V', 1, 99.9, 'IN_STOCK', { regular: 120, until: '2026-12-31 00:00:00' }), variant('WHEY-C', 2, 109.9, 'OUT_OF_STOCK')]
            }
          ]
        }
      })
    });
    const review = { nickname: 'Ana', summary: 'Great', text: 'Mixes well.', created_at: '2026-10-01 12:00:00', average_rating: 80, ratings_breakdown: [] };
    const answered = execute;
    const withReviews: ExecuteQuery = async (request) =>
      request.operationName === 'getProductReviews'
        ? { data: { products: { items: [{ uid: 'NQ==', review_count: 2, rating_summary: 90, reviews: { items: [review], page_info: { current_page: 1, total_pages: 1 } } }] } } }
        : answered(request);
    const messages = (code: string) => (code === 'en_US' ? { 'breadcrumbs.home': [{ type: 0, value: 'Start' }] } : undefined);
    const head = (await planPage(`${ORIGIN}/en/whey.html`, withReviews, messages))?.head;
    expect(head?.meta).toEqual([
      { key: 'property', name: 'og:type', content: 'product' },
      { key: 'property', name: 'og:title', content: 'Whey' },
      { key: 'property', name: 'og:url', content: `${ORIGIN}/en/whey.html` },
      { key: 'property', name: 'og:image', content: expect.stringMatching(/^https:\/\/shop\.example\.ro\/media\/catalog\/product\/w\/h\/whey\.jpg\?.*width=1200/) },
      { key: 'property', name: 'og:locale', content: 'en_US' },
      { key: 'name', name: 'twitter:card', content: 'summary_large_image' }
    ]);
    const [trail, product] = (head?.jsonLd ?? []).map((text) => JSON.parse(text));
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Start', 'Proteins', 'Whey']);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Whey',
      sku: 'WHEY',
      brand: { '@type': 'Brand', name: 'GNC' },
      image: [expect.stringContaining('whey.jpg')],
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'Ana' }, datePublished: '2026-10-01', name: 'Great', reviewBody: 'Mixes well.', reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 } }],
      offers: [
        // A special price says until when it holds.
        { '@type': 'Offer', sku: 'WHEY-V', price: '99.90', priceCurrency: 'RON', priceValidUntil: '2026-12-31', availability: 'https://schema.org/InStock', url: `${ORIGIN}/en/whey.html?aroma=1` },
        { '@type': 'Offer', sku: 'WHEY-C', price: '109.90', priceCurrency: 'RON', availability: 'https://schema.org/OutOfStock', url: `${ORIGIN}/en/whey.html?aroma=2` }
      ]
    });
  });

  it('plans a blog post with its BlogPosting, and answers 404 for a post the blog does not have', async () => {
    const post = { post_id: 7, title: 'Cum alegi proteina', url_key: 'cum-alegi-proteina', short_content: '<p>Ghid.</p>', published_at: '2026-03-01 10:00:00', list_thumbnail: null, list_thumbnail_alt: null, comment_count: 0, author: { author_id: 1, name: 'Ana', url_key: 'ana' }, full_content: '', meta_title: null, meta_description: null, post_thumbnail: '/media/blog/p.jpg', post_thumbnail_alt: '', comments_enabled: true, tags: [], vote: null };
    const { execute, calls } = fakeExecute({ getLocale: locale, getBlogPost: () => ({ amBlogPost: post }) });
    const plan = await planPage(`${ORIGIN}/blog/post/cum-alegi-proteina`, execute);
    expect(calls.find((call) => call.operationName === 'getBlogPost')?.variables).toEqual({ urlKey: 'cum-alegi-proteina' });
    expect(plan?.status).toBeUndefined();
    expect(plan?.chunkGroups).toEqual(['i18n-ro_RO', 'blog', 'i18n-ro_RO/blog']);
    expect(plan?.head).toMatchObject({ title: 'Cum alegi proteina', description: 'Ghid.', canonical: `${ORIGIN}/blog/post/cum-alegi-proteina` });
    expect(JSON.parse(plan?.head?.jsonLd?.[0] ?? '{}')).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Cum alegi proteina',
      datePublished: '2026-03-01T10:00:00',
      author: { '@type': 'Person', name: 'Ana' },
      image: expect.stringContaining('/media/blog/p.jpg')
    });
    expect(plan?.head?.meta).toContainEqual({ key: 'property', name: 'og:type', content: 'article' });

    // As the store answers it: no post, and Magento's no-such-entity error.
    const none = fakeExecute({ getLocale: locale });
    const noSuchPost: ExecuteQuery = async (request) =>
      request.operationName === 'getBlogPost'
        ? { data: { amBlogPost: null }, errors: [{ message: 'The post with the "nothing" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' } }] }
        : none.execute(request);
    const missing = await planPage(`${ORIGIN}/en/blog/post/nothing`, noSuchPost);
    expect(missing?.status).toBe(404);
    expect(missing?.head).toEqual({ lang: 'en-US', robots: 'noindex' });
    // The page asks again itself, and shows the store's answer.
    expect(missing?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale']);
    // Any other error is no proof the post is missing.
    const failing: ExecuteQuery = async (request) =>
      request.operationName === 'getBlogPost' ? { data: null, errors: [{ message: 'Internal server error' }] } : none.execute(request);
    expect((await planPage(`${ORIGIN}/en/blog/post/nothing`, failing))?.status).toBeUndefined();
  });

  it('plans the blog home and a blog category by their names, in the view language', async () => {
    const setting = () => ({ amBlogSetting: { display_settings_label: 'Blog GNC', search_engine_title: 'Sfaturi GNC', search_engine_meta_description: 'Articole.' } });
    const { execute } = fakeExecute({
      getLocale: locale,
      getBlogSetting: setting,
      getBlogCategory: (variables) => ({ amBlogCategory: variables.urlKey === 'nutritie' ? { category_id: 3, name: 'Nutriție', url_key: 'nutritie' } : null })
    });
    expect((await planPage(`${ORIGIN}/blog?page=2`, execute))?.head).toMatchObject({ title: 'Sfaturi GNC', description: 'Articole.', canonical: `${ORIGIN}/blog?page=2` });
    expect((await planPage(`${ORIGIN}/blog/category/nutritie`, execute))?.head).toMatchObject({ title: 'Nutriție – Blog GNC', canonical: `${ORIGIN}/blog/category/nutritie` });
    expect((await planPage(`${ORIGIN}/blog/category/nimic`, execute))?.status).toBe(404);
    expect((await planPage(`${ORIGIN}/blog/search?query=zer`, execute))?.head).toMatchObject({ robots: 'noindex' });
  });

  it('plans a shop with its Store data (the list only makes the head), and the shop list', async () => {
    const location = {
      __typename: 'MpStoreLocatorLocation', location_id: '4', name: 'GNC Palas', status: 1, description: '', city: 'Iași', country: 'RO', street: 'Str. Palas 7A', state_province: 'Iași', postal_code: '700051', url_key: 'gnc-palas', latitude: '47.15', longitude: '27.58', phone_one: '0232 000 000', phone_two: '', website: '', email: 'palas@gnc.ro', time_zone: 'Europe/Bucharest', sort_order: '1',
      operation_mon: '{"value":"1","from":["10","00"],"to":["22","00"]}', operation_tue: '{"value":"1","from":["10","00"],"to":["22","00"]}', operation_wed: '{"value":"1","from":["10","00"],"to":["22","00"]}', operation_thu: '{"value":"1","from":["10","00"],"to":["22","00"]}', operation_fri: '{"value":"1","from":["10","00"],"to":["22","00"]}', operation_sat: '{"value":"1","from":["10","00"],"to":["22","00"]}', operation_sun: '{"value":"0"}'
    };
    const { execute } = fakeExecute({ getLocale: locale, getStoreLocations: () => ({ MpStoreLocatorLocations: { total_count: 1, items: [location] } }) });
    const plan = await planPage(`${ORIGIN}/shop/4`, execute);
    expect(plan?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale']);
    expect(plan?.head).toMatchObject({ title: 'GNC Palas', canonical: `${ORIGIN}/shop/4` });
    expect(JSON.parse(plan?.head?.jsonLd?.[0] ?? '{}')).toMatchObject({
      '@type': 'Store',
      name: 'GNC Palas',
      address: { '@type': 'PostalAddress', streetAddress: 'Str. Palas 7A', addressLocality: 'Iași', postalCode: '700051', addressCountry: 'RO' },
      geo: { '@type': 'GeoCoordinates', latitude: 47.15, longitude: 27.58 },
      telephone: '0232 000 000',
      openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '22:00' }]
    });
    expect((await planPage(`${ORIGIN}/shop/99`, execute))?.status).toBe(404);
    expect((await planPage(`${ORIGIN}/en/shops`, execute))?.head).toMatchObject({ title: 'Our shops', canonical: `${ORIGIN}/en/shops` });
  });

  describe('on a back end without some retailer extensions', () => {
    const without = (absent: string[]) => async () => Object.fromEntries(absent.map((name) => [name, false]));

    it('says which extensions the view has, and asks the hero without the banners and the promo (answered null)', async () => {
      const { execute, calls } = fakeExecute({
        ResolveURL: route('CMS_PAGE', { route_identifier: 'home' }),
        getLocale: locale,
        getCmsPage: () => ({ cmsPage: { identifier: 'home', content: '' } }),
        getHomeHero: () => ({ storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_group_name: 'GNC' } })
      });
      const plan = await planPage(`${ORIGIN}/`, execute, undefined, without(['bannerSlider', 'promo']));
      const hero = calls.find((call) => call.operationName === 'getHomeHero');
      expect(hero?.query).not.toMatch(/mpBannerSlider|activePromo/);
      expect(plan?.pageData.extensions).toMatchObject({ bannerSlider: false, promo: false, blog: true });
      const heroAnswer = plan?.pageData.answers.find((answer) => answer.operationName === 'getHomeHero');
      expect(heroAnswer?.data).toMatchObject({ mpBannerSlider: null, activePromo: null });
      expect(plan?.images).toEqual([]);
    });

    it('answers the blog and the shops as pages the store does not have (404), asking nothing of them', async () => {
      const { execute, calls } = fakeExecute({ getLocale: locale });
      for (const path of ['/blog', '/en/blog/post/whey-guide', '/shops', '/shop/3']) {
        const plan = await planPage(path, execute, undefined, without(['blog', 'storeLocator']));
        expect(plan?.status).toBe(404);
        expect(plan?.head?.robots).toBe('noindex');
      }
      expect(calls.map((call) => call.operationName).filter((name) => name !== 'getLocale')).toEqual([]);
    });
  });
});

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
    expect(plan?.head).toEqual({ lang: 'ro-RO', title: 'Whey 1', description: 'Zer pur .', canonical: '/whey.html' });
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
    const plan = await planPage('/', execute);
    expect(plan?.pageData.answers.map((answer) => answer.operationName)).toEqual(['getLocale', 'getCmsPage', 'getHomeHero']);
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

  it('has nothing for the SPA own pages, nor when the route cannot be resolved', async () => {
    const { execute, calls } = fakeExecute({ getLocale: locale });
    expect(await planPage('/cart', execute)).toBeNull();
    expect(await planPage('/en/wishlist', execute)).toBeNull();
    expect(calls).toEqual([]);
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
      categoryList: [{ __typename: 'CategoryTree', uid: 'Mw==', name: 'Proteins', description: '<p>All the <b>protein</b>.</p>', url_path: 'proteins', url_suffix: '.html', image: null, meta_title: null, meta_description: null }]
    });
    const { execute } = fakeExecute({ ResolveURL: route('CATEGORY', { route_uid: 'Mw==' }), getLocale: locale, getCategory: category, getProductListing: listing });
    expect((await planPage('/en/proteins.html?page=2', execute))?.head).toEqual({
      lang: 'en-US', title: 'Proteins', description: 'All the protein .', canonical: '/en/proteins.html?page=2'
    });
    // Sorted or filtered: the same products again, not to be indexed; the canonical is the plain listing.
    expect((await planPage('/en/proteins.html?product_list_order=price_ASC', execute))?.head).toMatchObject({ canonical: '/en/proteins.html', robots: 'noindex,follow' });

    const cms = fakeExecute({
      ResolveURL: route('CMS_PAGE', { route_identifier: 'despre-noi' }),
      getLocale: locale,
      getCmsPage: () => ({ cmsPage: { __typename: 'CmsPage', identifier: 'despre-noi', url_key: 'despre-noi', title: 'Despre noi', meta_title: 'Despre GNC', meta_description: 'Cine suntem.', content: '', content_heading: '' } })
    });
    expect((await planPage('/despre-noi', cms.execute))?.head).toEqual({ lang: 'ro-RO', title: 'Despre GNC', description: 'Cine suntem.', canonical: '/despre-noi' });

    const search = fakeExecute({ getLocale: locale, getProductListing: listing });
    expect((await planPage('/en/search.html?query=whey', search.execute))?.head).toEqual({ lang: 'en-US', robots: 'noindex' });
    const missing = fakeExecute({ ResolveURL: () => ({ route: null }), getLocale: locale });
    expect((await planPage('/gone.html', missing.execute))?.head).toEqual({ lang: 'ro-RO', robots: 'noindex' });
  });
});

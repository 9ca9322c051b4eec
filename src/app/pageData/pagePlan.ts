// What the server answers ahead of time for a page (server side only: build/page-data, loaded by
// server/pageData.ts). For a path it works out what the SPA will ask first — the route, the store's
// locale and the page's own queries, with the very documents and variables of the page's talons — runs
// them, and names the chunks and the main image the page needs, for the browser to fetch at once.
// Only public catalogue and content answers: the SPA's own pages (cart, account...) get their view's
// language and noindex, nothing else.
import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { createIntl, type IntlShape, type MessageFormatElement } from 'react-intl';
import { matchPath } from 'react-router-dom';

import { operationNameOf } from '../../api/apollo/preloadedAnswers';
import { imageVariant } from '../../components/Image/imageVariant';
import { inStore, storeViewForPath, toLocaleTag, type ActiveStoreView } from '../../components/storeView';
import { CustomUrlRedirectDocument, type CustomUrlRedirectQuery } from '../../components/storeView/customUrlRedirect.generated';
import { asLocation, hreflangAlternates, knownTwinPath, needsRedirectLookup } from '../../components/storeView/twinPaths';
import { STORE_VIEWS, storeViewByCode } from '../../lib/storeViews';
import { GetCategoryDocument, type GetCategoryQuery } from '../../features/catalog/Category/category.generated';
import { GetProductDetailDocument, type GetProductDetailQuery } from '../../features/catalog/Product/product.generated';
import { MAIN_IMAGE } from '../../features/catalog/Product/ProductGallery/mainImage';
import { GetProductReviewsDocument, type GetProductReviewsQuery } from '../../features/catalog/Product/Reviews/reviews.generated';
import { REVIEWS_PAGE_SIZE } from '../../features/catalog/Product/Reviews/useReviews';
import {
  defaultSelection,
  findVariant,
  imagesForVariant,
  optionsOf,
  selectionFromQuery,
  variantsOf
} from '../../features/catalog/Product/productModel';
import { itemListJsonLd, LISTING_PAGE_SIZE, listingVariables } from '../../components/ProductListing/listingModel';
import { GetProductListingDocument, type GetProductListingQuery } from '../../components/ProductListing/productListing.generated';
import { TILE_IMAGE } from '../../components/ProductTile/tileImage';
import { GetCmsPageDocument, type GetCmsPageQuery } from '../../features/content/CmsPage/cmsPage.generated';
import { cmsPageHead, HOME_PAGE_IDENTIFIER } from '../../features/content/CmsPage/cmsPageHead';
import { categoryHead } from '../../features/catalog/Category/categoryHead';
import { productCanonicalPath, productHead } from '../../features/catalog/Product/productHead';
import { breadcrumbJsonLd, productTrail } from '../../features/catalog/Breadcrumbs/breadcrumbModel';
import { jsonLdText, shareTags, toAbsoluteUrl, toMetaDescription, type Alternate, type DocumentHead } from '../../components/Head/useDocumentHead';
import { blogListHead } from '../../features/blog/BlogList/blogListHead';
import { blogPostHead } from '../../features/blog/BlogPost/blogPostHead';
import {
  GetBlogAuthorDocument,
  GetBlogCategoryDocument,
  GetBlogPostDocument,
  GetBlogSettingDocument,
  GetBlogSidebarDocument,
  type GetBlogAuthorQuery,
  type GetBlogCategoryQuery,
  type GetBlogPostQuery,
  type GetBlogSettingQuery,
  type GetBlogSidebarQuery
} from '../../features/blog/blog.generated';
import { parseBlogRoute } from '../../features/blog/blogRoute';
import { homeJsonLd, homeShareImage } from '../../features/content/Home/homeHead';
import { findShop, toShops } from '../../features/shops/locationModel';
import { shopHead, shopListHead, shopNotFoundHead } from '../../features/shops/ShopPage/shopHead';
import { GetStoreLocationsDocument, type GetStoreLocationsQuery } from '../../features/shops/shops.generated';
import { HERO_IMAGE } from '../../features/content/Home/heroImage';
import { heroContent } from '../../features/content/Home/heroRules';
import { HERO_SLIDER_ID } from '../../features/content/Home/heroRules';
import { GetHomeHeroDocument, type GetHomeHeroQuery } from '../../features/content/Home/home.generated';
import { readListState, type ProductFilterInput } from '../../lib/catalogListParams';
import { PAGE_BUILDER_MOBILE_MEDIA_QUERY, STORE_LOCATION_PAGE_SIZE } from '../../lib/constants';
import { GetLocaleDocument, type GetLocaleQuery } from '../i18n/locale.generated';
import { interpretRoute } from '../MagentoRoute/interpretRoute';
import { ResolveUrlDocument, type ResolveUrlQuery } from '../MagentoRoute/magentoRoute.generated';
import { APP_ROUTE_TABLE, expandRoutes, matchRoutePath, type RoutePath } from '../routing/appRouteTable';
import type { ExecuteQuery, ExtensionsOf, PageHead, PagePlan, PlanMessages, PreloadImage } from '../../../shared/pagePlanner';
import { absentFieldNames, asksNothing, toCapabilities, withoutFields, withStrippedFieldsAsNull, type Capabilities, type MagentoExtension } from '../../lib/capabilities';
import { PAGE_DATA_VERSION, type PageData, type PreloadedAnswer } from './pageData';
import {
  TwinCategoryDocument,
  TwinCmsPageDocument,
  TwinProductDocument,
  type TwinCategoryQuery,
  type TwinCmsPageQuery,
  type TwinProductQuery
} from './twins.generated';

// The planner's interface, shared with the server that loads it (server/pageData.ts).
export type { ExecuteQuery, PlanMessages };
// The sitemaps' pages in proxy mode (server/sitemap.ts).
export { listSitemapPages } from './sitemapPages';

/** The home page's CMS identifier (useCmsPage). */
/** The home's root chunk (hero included); its Page Builder content comes below the fold, later. */
const HOME_CHUNKS = ['cms'];
/** Another CMS page: its content is the Page Builder renderer's. */
const CMS_CHUNKS = ['cms', 'pagebuilder'];

interface PlannedQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
}

function planned<Data, Variables extends object>(query: TypedDocumentNode<Data, Variables>, variables: Variables): PlannedQuery {
  return { query, variables: variables as Record<string, unknown> };
}

const printed = new WeakMap<DocumentNode, { text: string; operationName: string }>();

/** The document as the client sends it: with __typename, which the client's cache writes need. */
function printForClient(query: DocumentNode): { text: string; operationName: string } {
  let entry = printed.get(query);
  if (!entry) {
    entry = { text: print(query), operationName: operationNameOf(query) };
    printed.set(query, entry);
  }
  return entry;
}

const withTypenames = new WeakMap<DocumentNode, DocumentNode>();

function addTypenames(query: DocumentNode): DocumentNode {
  let document = withTypenames.get(query);
  if (!document) {
    document = addTypenameToDocument(query);
    withTypenames.set(query, document);
  }
  return document;
}

/** An answer the page's head reads; `missing`: the store says the thing asked for does not exist. */
type PlannedAnswer = PreloadedAnswer & { missing?: true };

/** Magento's error category for an entity that does not exist (NoSuchEntityException). */
const NO_SUCH_ENTITY = 'graphql-no-such-entity';

function saysNoSuchEntity(errors: readonly unknown[]): boolean {
  return errors.every((error) => (error as { extensions?: { category?: unknown } } | null)?.extensions?.category === NO_SUCH_ENTITY);
}

/**
 * Runs a planned query as the browser's Apollo link would send it (src/api/apollo/capabilitiesLink.ts):
 * without the fields of the extensions the store view lacks, their answers null.
 */
async function answer(execute: ExecuteQuery, storeCode: string, { query, variables }: PlannedQuery, absent: ReadonlySet<string>): Promise<PlannedAnswer | null> {
  const original = addTypenames(query);
  const sent = withoutFields(original, absent);
  const operationName = operationNameOf(query);
  if (sent !== original && asksNothing(sent)) return { operationName, variables: JSON.parse(JSON.stringify(variables)) as Record<string, unknown>, data: withStrippedFieldsAsNull(original, {}) };
  const { text } = printForClient(sent);
  try {
    const raw = await execute({ query: text, operationName, variables, storeCode });
    const result = sent !== original && raw.data ? { ...raw, data: withStrippedFieldsAsNull(original, raw.data) } : raw;
    const copy = { operationName, variables: JSON.parse(JSON.stringify(variables)) as Record<string, unknown> };
    if (result.data && result.errors && result.errors.length > 0 && saysNoSuchEntity(result.errors)) return { ...copy, data: result.data, missing: true };
    // An answer with other errors is the SPA's to show (it asks again and handles them as usual).
    if (!result.data || (result.errors && result.errors.length > 0)) return null;
    return { ...copy, data: result.data };
  } catch {
    return null;
  }
}

const TABLE_PATHS = expandRoutes(APP_ROUTE_TABLE);

function listingQuery(params: URLSearchParams, options: { search?: string; baseFilter?: ProductFilterInput }): PlannedQuery {
  return planned(GetProductListingDocument, listingVariables(readListState(params), options));
}

function tileImage(listing: PreloadedAnswer | undefined): PreloadImage[] {
  const items = (listing?.data as GetProductListingQuery | undefined)?.products?.items ?? [];
  const url = items.find(Boolean)?.small_image?.url;
  if (!url) return [];
  const variant = imageVariant(url, { width: TILE_IMAGE.width, ratio: TILE_IMAGE.ratio, type: 'image-product' });
  return [{ href: variant.src, srcset: variant.srcSet, sizes: TILE_IMAGE.sizes }];
}

function productImage(productAnswer: PreloadedAnswer | undefined, uid: string, params: URLSearchParams): PreloadImage[] {
  const items = (productAnswer?.data as { products?: { items?: unknown[] } } | undefined)?.products?.items ?? [];
  type Details = Parameters<typeof imagesForVariant>[0];
  const products = items.filter(Boolean) as Details[];
  const product = products.find((item) => item.uid === uid) ?? products[0];
  if (!product) return [];
  const isConfigurable = product.__typename === 'ConfigurableProduct' && (product.configurable_options?.length ?? 0) > 0;
  let variant = null;
  if (isConfigurable) {
    const options = optionsOf(product);
    const variants = variantsOf(product);
    variant = findVariant(options, variants, { ...defaultSelection(options, variants), ...selectionFromQuery(options, params) });
  }
  const first = imagesForVariant(product, variant)[0];
  if (!first?.url) return [];
  const image = imageVariant(first.url, { width: MAIN_IMAGE.width, ratio: MAIN_IMAGE.ratio, type: 'image-product' });
  return [{ href: image.src, srcset: image.srcSet, sizes: MAIN_IMAGE.sizes }];
}

function heroImage(heroAnswer: PreloadedAnswer | undefined): PreloadImage[] {
  const data = heroAnswer?.data as GetHomeHeroQuery | undefined;
  if (!data) return [];
  const content = heroContent(data.mpBannerSlider?.items, data.activePromo);
  const src = content.kind === 'promo' ? content.image : content.banners[0]?.image;
  if (!src) return [];
  const desktop = imageVariant(src, { width: HERO_IMAGE.width, ratio: HERO_IMAGE.ratio, type: 'image-product' });
  const mobile = imageVariant(src, { width: HERO_IMAGE.width, ratio: HERO_IMAGE.mobileRatio, type: 'image-product' });
  return [
    { href: mobile.src, srcset: mobile.srcSet, sizes: HERO_IMAGE.sizes, media: PAGE_BUILDER_MOBILE_MEDIA_QUERY },
    { href: desktop.src, srcset: desktop.srcSet, sizes: HERO_IMAGE.sizes, media: `not all and ${PAGE_BUILDER_MOBILE_MEDIA_QUERY}` }
  ];
}

/** Where a page's URLs point when the planner is given a path only (tests). */
const NO_ORIGIN = 'http://storefront.invalid';

/** The head's texts in the view's language: the build's messages, as the page itself formats them. */
function intlFor(locale: string, messages: PlanMessages | undefined): IntlShape {
  const compiled = (messages?.(locale) ?? {}) as Record<string, MessageFormatElement[]>;
  // A missing message falls back to its default (English) text, as in the browser.
  return createIntl({ locale: toLocaleTag(locale), defaultLocale: 'en-US', messages: compiled, onError: () => undefined });
}

/** What a page's head is made from: its answers, the view's texts and the URL's origin. */
interface HeadInput {
  answers: Array<PreloadedAnswer | null>;
  intl: IntlShape;
}

/** The page work of a URL: the queries the page asks first, its chunks, main image and head. */
interface PageWork {
  work: Array<Promise<PreloadedAnswer | null>>;
  /** Answers only the head needs (not put into the page: the page asks in its own way, or will not ask). */
  headOnly?: (answers: Array<PreloadedAnswer | null>) => number[];
  chunkGroups: string[];
  images?: (answers: Array<PreloadedAnswer | null>) => PreloadImage[];
  head: (input: HeadInput) => DocumentHead;
  /** Whether the answers say the page does not exist (404). */
  missing?: (answers: Array<PreloadedAnswer | null>) => boolean;
}

const dataOf = <Data>(answer: PreloadedAnswer | null | undefined) => answer?.data as Data | undefined;

/** The SPA's own pages that search engines may show: the blog and the shops (their head is planned). */
function tablePage(
  route: RoutePath,
  pathname: string,
  searchParams: URLSearchParams,
  view: ActiveStoreView,
  origin: string,
  run: (query: PlannedQuery) => Promise<PreloadedAnswer | null>,
  has: (extension: MagentoExtension) => boolean
): PageWork {
  // The page of an extension the store lacks is a page the store does not have.
  const notInStore: PageWork = { work: [], chunkGroups: [], head: () => ({ robots: 'noindex' }), missing: () => true };
  const params = matchPath({ path: route.pattern, caseSensitive: false, end: true }, pathname)?.params ?? {};
  switch (route.route.id) {
    case 'search': {
      const search = (searchParams.get('query') ?? '').trim();
      // As the search page itself says (SearchPage).
      const head = () => ({ robots: 'noindex' });
      if (!search) return { work: [], chunkGroups: ['search'], head };
      return { work: [run(listingQuery(searchParams, { search }))], chunkGroups: ['search'], images: ([listing]) => tileImage(listing ?? undefined), head };
    }
    case 'blog': {
      if (!has('blog')) return notInStore;
      const blogView = parseBlogRoute(params.slug, params.id, `?${searchParams.toString()}`);
      if (blogView.kind === 'POST') {
        const variables = blogView.postId ? { id: blogView.postId } : { urlKey: blogView.key };
        const post = (answers: Array<PreloadedAnswer | null>) => dataOf<GetBlogPostQuery>(answers[0])?.amBlogPost;
        return {
          work: [run(planned(GetBlogPostDocument, variables))],
          chunkGroups: ['blog'],
          head: ({ answers }) => {
            const found = post(answers);
            return found ? blogPostHead(found, blogView.key, view, origin) : { robots: 'noindex' };
          },
          missing: (answers) => answers[0] !== null && !post(answers)
        };
      }
      const subjectQuery =
        blogView.kind === 'CATEGORY'
          ? run(planned(GetBlogCategoryDocument, { urlKey: blogView.key }))
          : blogView.kind === 'AUTHOR'
            ? run(planned(GetBlogAuthorDocument, { urlKey: blogView.key }))
            : blogView.kind === 'TAG'
              ? run(planned(GetBlogSidebarDocument, {}))
              : Promise.resolve(null);
      const subject = (answer: PreloadedAnswer | null): string | null | undefined => {
        if (blogView.kind === 'CATEGORY') return dataOf<GetBlogCategoryQuery>(answer)?.amBlogCategory?.name;
        if (blogView.kind === 'AUTHOR') return dataOf<GetBlogAuthorQuery>(answer)?.amBlogAuthor?.name;
        if (blogView.kind === 'TAG') return dataOf<GetBlogSidebarQuery>(answer)?.amBlogTags?.items?.find((tag) => tag?.url_key === blogView.key)?.name;
        return '';
      };
      return {
        work: [run(planned(GetBlogSettingDocument, {})), subjectQuery],
        chunkGroups: ['blog'],
        head: ({ answers: [setting, subjectAnswer], intl }) =>
          blogListHead(blogView, { setting: dataOf<GetBlogSettingQuery>(setting)?.amBlogSetting, subject: subject(subjectAnswer) ?? '', formatMessage: intl.formatMessage, store: view }),
        missing: ([, subjectAnswer]) => blogView.kind !== 'ALL' && blogView.kind !== 'SEARCH' && subjectAnswer !== null && !subject(subjectAnswer)
      };
    }
    case 'shops':
    case 'shop': {
      if (!has('storeLocator')) return notInStore;
      const id = route.route.id === 'shop' ? (params.id ?? '') : '';
      if (!id) return { work: [], chunkGroups: ['shops'], head: ({ intl }) => shopListHead(intl.formatMessage, view) };
      const shop = (answers: Array<PreloadedAnswer | null>) =>
        findShop(toShops(dataOf<GetStoreLocationsQuery>(answers[0])?.MpStoreLocatorLocations?.items), id);
      return {
        // The shop list is asked for afresh by the page (network-only): here it only makes the head.
        work: [run(planned(GetStoreLocationsDocument, { pageSize: STORE_LOCATION_PAGE_SIZE, currentPage: 1 }))],
        headOnly: () => [0],
        chunkGroups: ['shops'],
        head: ({ answers, intl }) => {
          const found = shop(answers);
          return found ? shopHead(found, intl.formatMessage, view, origin) : shopNotFoundHead(intl.formatMessage);
        },
        missing: (answers) => answers[0] !== null && !shop(answers)
      };
    }
    default:
      // Cart, checkout, account, sign-in…: nothing for search engines (the route table says which).
      return { work: [], chunkGroups: [], head: () => (route.route.indexed ? {} : { robots: 'noindex' }) };
  }
}

/** A catalogue or CMS page (a URL the route query resolves). */
function magentoPage(
  state: Extract<ReturnType<typeof interpretRoute>, { status: 'ready' }>,
  searchParams: URLSearchParams,
  view: ActiveStoreView,
  origin: string,
  run: (query: PlannedQuery) => Promise<PreloadedAnswer | null>
): PageWork {
  const homeName = (intl: IntlShape) => intl.formatMessage({ id: 'breadcrumbs.home', defaultMessage: 'Home' });
  if (state.type === 'CATEGORY') {
    const { uid } = state.props;
    return {
      work: [run(planned(GetCategoryDocument, { uid })), run(listingQuery(searchParams, { baseFilter: { category_uid: { eq: uid } } }))],
      chunkGroups: ['category'],
      images: ([, listing]) => tileImage(listing ?? undefined),
      head: ({ answers: [category, listing], intl }) => {
        const found = dataOf<GetCategoryQuery>(category)?.categoryList?.find((item) => item?.uid === uid);
        if (!found) return {};
        const head = categoryHead(found, view, searchParams, { origin, homeName: homeName(intl) });
        const page = readListState(searchParams).page;
        const items = itemListJsonLd(dataOf<GetProductListingQuery>(listing)?.products?.items, {
          basePath: view.basePath,
          origin,
          firstPosition: (page - 1) * LISTING_PAGE_SIZE + 1
        });
        return { ...head, jsonLd: [...asList(head.jsonLd), ...(items ? [items] : [])] };
      }
    };
  }
  if (state.type === 'PRODUCT' && state.props.sku) {
    const { uid, sku } = state.props;
    // The route's product, not the first of the answer.
    const productOf = (answer: PreloadedAnswer | null | undefined) => {
      const items = dataOf<GetProductDetailQuery>(answer)?.products?.items ?? [];
      return items.find((item) => item?.uid === uid) ?? items.find(Boolean);
    };
    return {
      // With the first page of reviews, which the page reads for its structured data.
      work: [run(planned(GetProductDetailDocument, { sku })), run(planned(GetProductReviewsDocument, { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 }))],
      chunkGroups: ['product'],
      // Without reviews the page does not ask for them.
      headOnly: ([product]) => (productOf(product)?.review_count ? [] : [1]),
      images: ([product]) => productImage(product ?? undefined, uid, searchParams),
      head: ({ answers: [product, reviewsAnswer], intl }) => {
        const found = productOf(product);
        if (!found) return {};
        const reviews = found.review_count
          ? (dataOf<GetProductReviewsQuery>(reviewsAnswer)?.products?.items?.find(Boolean)?.reviews.items ?? []).filter((review) => review !== null)
          : [];
        const head = productHead(found, { basePath: view.basePath, origin, reviews });
        const name = found.name ?? found.sku ?? '';
        // As the page's breadcrumbs say (Breadcrumbs).
        const trail = breadcrumbJsonLd({ homeName: homeName(intl), crumbs: productTrail(found.categories), current: name, view, origin });
        return { ...head, jsonLd: [trail, ...asList(head.jsonLd)] };
      }
    };
  }
  if (state.type === 'CMS_PAGE') {
    const { identifier } = state.props;
    const isHome = identifier === HOME_PAGE_IDENTIFIER;
    return {
      work: [run(planned(GetCmsPageDocument, { identifier })), ...(isHome ? [run(planned(GetHomeHeroDocument, { sliderId: HERO_SLIDER_ID }))] : [])],
      chunkGroups: isHome ? HOME_CHUNKS : CMS_CHUNKS,
      images: ([, hero]) => heroImage(hero ?? undefined),
      head: ({ answers: [page, hero] }) => {
        const found = dataOf<GetCmsPageQuery>(page)?.cmsPage;
        if (!found) return {};
        const heroData = dataOf<GetHomeHeroQuery>(hero);
        const head = cmsPageHead(found, identifier, view, isHome ? homeShareImage(heroData, origin) : null);
        const storeName = heroData?.storeConfig?.store_group_name?.trim();
        // As the home's hero says (HeroSlider).
        return storeName ? { ...head, jsonLd: homeJsonLd({ name: storeName, view, origin }) } : head;
      }
    };
  }
  return { work: [], chunkGroups: [], head: () => ({}) };
}

/** Runs a planned query in a store view. */
type RunIn = (code: string) => (query: PlannedQuery) => Promise<PlannedAnswer | null>;

/**
 * The twin of a catalogue or CMS page in another view, asked there by the entity itself (its sku,
 * uid or identifier): for a store that cannot name twins (a stock Magento has no customUrlRedirect).
 */
async function entityTwinPath(state: Extract<ReturnType<typeof interpretRoute>, { status: 'ready' }>, code: string, runIn: RunIn): Promise<string | null> {
  const target = storeViewByCode(code);
  const basePath = target.prefix ? `/${target.prefix}` : '';
  const run = runIn(code);
  if (state.type === 'CATEGORY') {
    const found = dataOf<TwinCategoryQuery>(await run(planned(TwinCategoryDocument, { uid: state.props.uid })))?.categoryList?.find((item) => item?.uid === state.props.uid);
    return found?.url_path ? inStore({ basePath }, `/${found.url_path}${found.url_suffix ?? ''}`) : null;
  }
  if (state.type === 'PRODUCT' && state.props.sku) {
    const items = dataOf<TwinProductQuery>(await run(planned(TwinProductDocument, { sku: state.props.sku })))?.products?.items ?? [];
    const found = items.find((item) => item?.sku === state.props.sku);
    return found ? productCanonicalPath(found, basePath) : null;
  }
  if (state.type === 'CMS_PAGE') {
    if (state.props.identifier === HOME_PAGE_IDENTIFIER) return basePath || '/';
    const found = dataOf<TwinCmsPageQuery>(await run(planned(TwinCmsPageDocument, { identifier: state.props.identifier })))?.cmsPage;
    return found ? inStore({ basePath }, `/${found.url_key ?? found.identifier}`) : null;
  }
  return null;
}

function asList<T>(value: T | ReadonlyArray<T> | null | undefined): T[] {
  if (!value) return [];
  return Array.isArray(value) ? [...(value as ReadonlyArray<T>)] : [value as T];
}

/**
 * The plan for a page's URL ('https://shop.ro/en/whey.html?page=2'; a path alone is read on a stand-in
 * origin), or null when the route query failed. A URL the store knows nothing at is planned with status
 * 404; a rewrite's redirect is planned as that redirect. Every page gets its view's language; public
 * pages their head (the page's own builders), the SPA's private pages noindex.
 */
export async function planPage(url: string, execute: ExecuteQuery, messages?: PlanMessages, extensions?: ExtensionsOf): Promise<PagePlan<PageData> | null> {
  const parsed = new URL(url, NO_ORIGIN);
  const { pathname, searchParams, origin } = parsed;
  const view = storeViewForPath(pathname);
  const storeCode = view.code;
  // Which retailer extensions each view's back end has (unknown: every one, as before it could say).
  const capabilitiesOf = async (code: string): Promise<Capabilities | null> => toCapabilities(await extensions?.(code).catch(() => null));
  const capabilities = await capabilitiesOf(storeCode);
  const has = (extension: MagentoExtension) => capabilities?.[extension] !== false;
  const runIn: RunIn = (code) => {
    const absent = code === storeCode ? Promise.resolve(capabilities) : capabilitiesOf(code);
    return async (query) => {
      const known = await absent;
      return answer(execute, code, query, known ? absentFieldNames(known) : new Set());
    };
  };
  const run = runIn(storeCode);
  const plan = (page: Omit<PagePlan<PageData>, 'pageData'> & { answers?: PreloadedAnswer[]; route?: PageData['route'] }): PagePlan<PageData> => {
    const { answers = [], route, ...rest } = page;
    return {
      pageData: {
        version: PAGE_DATA_VERSION,
        path: pathname + parsed.search,
        store: storeCode,
        ...(route ? { route } : {}),
        answers,
        ...(capabilities ? { extensions: { ...capabilities } } : {})
      },
      ...rest
    };
  };

  const localeWork = run(planned(GetLocaleDocument, {}));
  // The page's twin in the other views (its hreflang alternates; the EN / RO switch asks the same),
  // asked beside the page's own queries.
  const twin = () => (needsRedirectLookup(pathname) && has('customUrlRedirect') ? run(planned(CustomUrlRedirectDocument, { url: pathname })) : Promise.resolve(null));
  let twinWork: Promise<PreloadedAnswer | null> = Promise.resolve(null);
  let route: PageData['route'];
  let page: PageWork;
  let status: 404 | undefined;
  // The page's twin in a view, asked by its entity when the store does not answer customUrlRedirect.
  let entityTwin: ((code: string) => Promise<string | null>) | undefined;

  const tableRoute = matchRoutePath(pathname, TABLE_PATHS);
  if (tableRoute) {
    page = tablePage(tableRoute, pathname, searchParams, view, origin, run, has);
    // Only a page search engines may show names its twins (not one of an extension the store lacks).
    const { extension } = tableRoute.route as { extension?: MagentoExtension };
    if (tableRoute.route.indexed && (!extension || has(extension))) twinWork = twin();
  } else {
    const routeAnswer = await run(planned(ResolveUrlDocument, { url: view.pathInStore }));
    if (!routeAnswer) return null;
    const data = routeAnswer.data as unknown as ResolveUrlQuery;
    route = { url: view.pathInStore, data };
    const state = interpretRoute(data.route, view, pathname);
    if (state.status === 'redirect') {
      const code = data.route?.redirect_code === 302 ? 302 : 301;
      return plan({ chunkGroups: [], images: [], redirect: { code, location: state.to + parsed.search } });
    }
    if (state.status === 'ready') {
      page = magentoPage(state, searchParams, view, origin, run);
      twinWork = twin();
      entityTwin = (code) => entityTwinPath(state, code, runIn);
    } else {
      status = 404;
      page = { work: [], chunkGroups: [], head: () => ({ robots: 'noindex' }) };
    }
  }

  const [localeAnswer, twinAnswer, ...pageAnswers] = await Promise.all([localeWork, twinWork, ...page.work]);
  const locale = dataOf<GetLocaleQuery>(localeAnswer)?.storeConfig?.locale || storeViewByCode(storeCode).locale;
  if (page.missing?.(pageAnswers)) status = 404;
  const head = page.head({ answers: pageAnswers, intl: intlFor(locale, messages) });
  const alternates = head.canonical ? await alternatesOf(head.canonical, { pathname, code: storeCode }, twinAnswer, run, entityTwin) : null;
  const headOnly = new Set(page.headOnly?.(pageAnswers) ?? []);
  // A missing thing's answer is left to the page, which asks and shows the store's error itself.
  const answers = [localeAnswer, ...(alternates?.answer ? [alternates.answer] : []), ...pageAnswers.filter((_, index) => !headOnly.has(index))]
    .filter((item): item is PlannedAnswer => item !== null && !(item as PlannedAnswer).missing)
    .map(({ missing: _missing, ...item }) => item);
  return plan({
    route,
    answers,
    // The locale's messages: the entry's, then those of the page's chunks.
    chunkGroups: [`i18n-${locale}`, ...page.chunkGroups, ...page.chunkGroups.map((group) => `i18n-${locale}/${group}`)],
    images: page.images?.(pageAnswers) ?? [],
    head: pageHead({ ...head, alternates: alternates?.links ?? null }, locale, origin),
    ...(status ? { status } : {})
  });
}

/**
 * The hreflang alternates of a canonical path, from the twin answer of the URL's path (asked beside
 * the page's queries), or of the canonical path when that differs (a product reached under a category);
 * when the store does not answer that question, from the page's entity asked in each view.
 */
async function alternatesOf(
  canonical: string,
  current: { pathname: string; code: string },
  twinAnswer: PlannedAnswer | null,
  run: (query: PlannedQuery) => Promise<PlannedAnswer | null>,
  entityTwin?: (code: string) => Promise<string | null>
): Promise<{ links: Alternate[]; answer: PreloadedAnswer | null }> {
  const location = asLocation(canonical);
  let answered = twinAnswer;
  if (location.pathname !== current.pathname) {
    answered = needsRedirectLookup(location.pathname) ? await run(planned(CustomUrlRedirectDocument, { url: location.pathname })) : null;
  }
  const redirect = dataOf<CustomUrlRedirectQuery>(answered)?.customUrlRedirect;
  if (!redirect && entityTwin && needsRedirectLookup(location.pathname)) {
    const paths = new Map(
      await Promise.all(STORE_VIEWS.map(async (view) => [view.code, view.code === current.code ? location.pathname : await entityTwin(view.code)] as const))
    );
    const links = hreflangAlternates((code) => {
      const path = paths.get(code);
      return path ? `${path}${location.search}` : null;
    });
    return { links, answer: null };
  }
  return { links: hreflangAlternates((code) => knownTwinPath(code, location, redirect)), answer: answered };
}

/** What the server writes into the page's head: the view's language and the page's head, as text, its URLs absolute. */
function pageHead(head: DocumentHead, locale: string, origin: string): PageHead {
  const absolute = (path: string) => toAbsoluteUrl(path, origin);
  const title = head.title?.trim() || null;
  const description = head.description ? toMetaDescription(head.description) : null;
  const canonical = head.canonical ? absolute(head.canonical) : null;
  const jsonLd = asList(head.jsonLd).map(jsonLdText);
  const meta = head.share
    ? shareTags(head.share, { title, description, url: canonical, locale, image: head.share.image ? absolute(head.share.image) : null })
    : [];
  return {
    lang: toLocaleTag(locale),
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(canonical ? { canonical } : {}),
    ...(head.robots ? { robots: head.robots } : {}),
    ...(canonical && head.alternates?.length ? { alternates: head.alternates.map((link) => ({ hreflang: link.hreflang, href: absolute(link.href) })) } : {}),
    ...(meta.length > 0 ? { meta } : {}),
    ...(jsonLd.length > 0 ? { jsonLd } : {})
  };
}

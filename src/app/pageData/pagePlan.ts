// What the server answers ahead of time for a page (server side only: build/page-data, loaded by
// server/pageData.ts). For a path it works out what the SPA will ask first — the route, the store's
// locale and the page's own queries, with the very documents and variables of the page's talons — runs
// them, and names the chunks and the main image the page needs, for the browser to fetch at once.
// Only public catalogue and content answers: the SPA's own pages (cart, account...) get nothing.
import type { TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';

import { operationNameOf } from '../../api/apollo/preloadedAnswers';
import { imageVariant } from '../../components/Image/imageVariant';
import { storeViewForPath } from '../../components/storeView';
import { storeViewByCode } from '../../lib/storeViews';
import { GetCategoryDocument, type GetCategoryQuery } from '../../features/catalog/Category/category.generated';
import { GetProductDetailDocument, type GetProductDetailQuery } from '../../features/catalog/Product/product.generated';
import { MAIN_IMAGE } from '../../features/catalog/Product/ProductGallery/mainImage';
import {
  defaultSelection,
  findVariant,
  imagesForVariant,
  optionsOf,
  selectionFromQuery,
  variantsOf
} from '../../features/catalog/Product/productModel';
import { listingVariables } from '../../components/ProductListing/listingModel';
import { GetProductListingDocument, type GetProductListingQuery } from '../../components/ProductListing/productListing.generated';
import { TILE_IMAGE } from '../../components/ProductTile/tileImage';
import { GetCmsPageDocument, type GetCmsPageQuery } from '../../features/content/CmsPage/cmsPage.generated';
import { cmsPageHead, HOME_PAGE_IDENTIFIER } from '../../features/content/CmsPage/cmsPageHead';
import { categoryHead } from '../../features/catalog/Category/categoryHead';
import { productPageHead } from '../../features/catalog/Product/productHead';
import { toMetaDescription, type DocumentHead } from '../../components/Head/useDocumentHead';
import { HERO_IMAGE } from '../../features/content/Home/heroImage';
import { heroContent } from '../../features/content/Home/heroRules';
import { HERO_SLIDER_ID } from '../../features/content/Home/heroRules';
import { GetHomeHeroDocument, type GetHomeHeroQuery } from '../../features/content/Home/home.generated';
import { readListState, type ProductFilterInput } from '../../lib/catalogListParams';
import { PAGE_BUILDER_MOBILE_MEDIA_QUERY } from '../../lib/constants';
import { GetLocaleDocument, type GetLocaleQuery } from '../i18n/locale.generated';
import { interpretRoute } from '../MagentoRoute/interpretRoute';
import { ResolveUrlDocument, type ResolveUrlQuery } from '../MagentoRoute/magentoRoute.generated';
import { APP_ROUTE_TABLE, expandRoutes, matchRoute } from '../routing/appRouteTable';
import type { ExecuteQuery, PageHead, PagePlan, PreloadImage } from '../../../shared/pagePlanner';
import { PAGE_DATA_VERSION, type PageData, type PreloadedAnswer } from './pageData';

// The planner's interface, shared with the server that loads it (server/pageData.ts).
export type { ExecuteQuery };

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
    entry = { text: print(addTypenameToDocument(query)), operationName: operationNameOf(query) };
    printed.set(query, entry);
  }
  return entry;
}

async function answer(execute: ExecuteQuery, storeCode: string, { query, variables }: PlannedQuery): Promise<PreloadedAnswer | null> {
  const { text, operationName } = printForClient(query);
  try {
    const result = await execute({ query: text, operationName, variables, storeCode });
    // An answer with errors is the SPA's to show (it asks again and handles them as usual).
    if (!result.data || (result.errors && result.errors.length > 0)) return null;
    return { operationName, variables: JSON.parse(JSON.stringify(variables)) as Record<string, unknown>, data: result.data };
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

/**
 * The plan for a page URL ('/en/whey.html?page=2'), or null when there is nothing worth answering
 * ahead (one of the SPA's own pages other than search, or the route query failed). A URL the store
 * knows nothing at is planned with status 404; a rewrite's redirect is planned as that redirect.
 */
export async function planPage(url: string, execute: ExecuteQuery): Promise<PagePlan<PageData> | null> {
  const parsed = new URL(url, 'http://storefront.invalid');
  const { pathname, searchParams } = parsed;
  const view = storeViewForPath(pathname);
  const storeCode = view.code;
  const run = (query: PlannedQuery) => answer(execute, storeCode, query);

  const tableRoute = matchRoute(pathname, TABLE_PATHS);
  if (tableRoute && tableRoute.id !== 'search') return null;

  const localeWork = run(planned(GetLocaleDocument, {}));
  let route: PageData['route'];
  let pageWork: Array<Promise<PreloadedAnswer | null>> = [];
  let chunkGroups: string[] = [];
  let images: (answers: Array<PreloadedAnswer | null>) => PreloadImage[] = () => [];
  let status: 404 | undefined;
  // The page's head from its answers, by the builders the page itself uses.
  let head: (answers: Array<PreloadedAnswer | null>) => DocumentHead = () => ({});

  if (tableRoute) {
    const search = (searchParams.get('query') ?? '').trim();
    chunkGroups = ['search'];
    // As the search page itself says (SearchPage).
    head = () => ({ robots: 'noindex' });
    if (search) {
      pageWork = [run(listingQuery(searchParams, { search }))];
      images = ([listing]) => tileImage(listing ?? undefined);
    }
  } else {
    const routeAnswer = await run(planned(ResolveUrlDocument, { url: view.pathInStore }));
    if (!routeAnswer) return null;
    const data = routeAnswer.data as unknown as ResolveUrlQuery;
    route = { url: view.pathInStore, data };
    const state = interpretRoute(data.route, view, pathname);
    if (state.status === 'redirect') {
      const code = data.route?.redirect_code === 302 ? 302 : 301;
      return { pageData: { version: PAGE_DATA_VERSION, path: pathname + parsed.search, store: storeCode, answers: [] }, chunkGroups: [], images: [], redirect: { code, location: state.to + parsed.search } };
    }
    if (state.status === 'notFound') {
      status = 404;
      head = () => ({ robots: 'noindex' });
    }
    if (state.status === 'ready' && state.type === 'CATEGORY') {
      const { uid } = state.props;
      chunkGroups = ['category'];
      pageWork = [run(planned(GetCategoryDocument, { uid })), run(listingQuery(searchParams, { baseFilter: { category_uid: { eq: uid } } }))];
      images = ([, listing]) => tileImage(listing ?? undefined);
      head = ([category]) => {
        const found = (category?.data as GetCategoryQuery | undefined)?.categoryList?.find((item) => item?.uid === uid);
        return found ? categoryHead(found, view, searchParams) : {};
      };
    } else if (state.status === 'ready' && state.type === 'PRODUCT' && state.props.sku) {
      const { uid, sku } = state.props;
      chunkGroups = ['product'];
      pageWork = [run(planned(GetProductDetailDocument, { sku }))];
      images = ([product]) => productImage(product ?? undefined, uid, searchParams);
      head = ([product]) => {
        const items = (product?.data as GetProductDetailQuery | undefined)?.products?.items ?? [];
        const found = items.find((item) => item?.uid === uid) ?? items.find(Boolean);
        return found ? productPageHead(found, view.basePath) : {};
      };
    } else if (state.status === 'ready' && state.type === 'CMS_PAGE') {
      const { identifier } = state.props;
      const isHome = identifier === HOME_PAGE_IDENTIFIER;
      chunkGroups = isHome ? HOME_CHUNKS : CMS_CHUNKS;
      pageWork = [run(planned(GetCmsPageDocument, { identifier })), ...(isHome ? [run(planned(GetHomeHeroDocument, { sliderId: HERO_SLIDER_ID }))] : [])];
      images = ([, hero]) => heroImage(hero ?? undefined);
      head = ([page]) => {
        const found = (page?.data as GetCmsPageQuery | undefined)?.cmsPage;
        return found ? cmsPageHead(found, identifier, view) : {};
      };
    }
  }

  const [localeAnswer, ...pageAnswers] = await Promise.all([localeWork, ...pageWork]);
  const locale = (localeAnswer?.data as GetLocaleQuery | undefined)?.storeConfig?.locale || storeViewByCode(storeCode).locale;
  const answers = [localeAnswer, ...pageAnswers].filter((item): item is PreloadedAnswer => item !== null);
  return {
    pageData: { version: PAGE_DATA_VERSION, path: pathname + parsed.search, store: storeCode, ...(route ? { route } : {}), answers },
    // The locale's messages: the entry's, then those of the page's chunks.
    chunkGroups: [`i18n-${locale}`, ...chunkGroups, ...chunkGroups.map((group) => `i18n-${locale}/${group}`)],
    images: images(pageAnswers),
    head: pageHead(head(pageAnswers), locale),
    ...(status ? { status } : {})
  };
}

/** What the server writes into the page's head: the view's language and the page's head, as text. */
function pageHead(head: DocumentHead, locale: string): PageHead {
  return {
    lang: locale.replace('_', '-'),
    ...(head.title ? { title: head.title } : {}),
    ...(head.description ? { description: toMetaDescription(head.description) } : {}),
    ...(head.canonical ? { canonical: head.canonical } : {}),
    ...(head.robots ? { robots: head.robots } : {})
  };
}

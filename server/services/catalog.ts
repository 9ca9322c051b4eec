/**
 * The catalogue as the GraphQL layer sees it: category tree and product records loaded through
 * per-request DataLoaders (a page of 24 products costs a fixed number of queries), product listing with
 * Magento's argument rules and errors, layered-navigation aggregations, and the two functions the URL
 * router calls (getCategoryForRoute, getProductForRoute).
 */
import { addCacheTags, perRequestLoader, type RequestContext } from '../domain/context';
import { inputError } from '../domain/errors';
import { listAttributes, type AttributeOptionRow, type AttributeRow } from '../repositories/catalogAttributes';
import { listCategories, type CategoryRow } from '../repositories/catalogCategories';
import {
  findCategoryIdsByProductIds, findLinkedProductIds, findMediaByProductIds, findProductsByIds, findProductUrlRewrites,
  findVariantsByParentIds, type LinkType, type MediaRow, type ProductRow, type SuperAttribute, type VariantRow
} from '../repositories/catalogProducts';
import { countReviews, findReviewPages, listRatings, type RatingRow, type ReviewRow } from '../repositories/catalogReviews';
import { cachedCatalogValue } from './catalogCache';
import { sharedProductRows, sharedVariantRows } from './catalogRows';
import { countFacets, listingSnapshot, queryListing, type ListingFilter, type SortKey, type SortOrder } from './catalogEngine';
import { parseSearch, suggestSearches } from './search';
import { normalizeSearchText } from './searchText';
import { configValue, encodeUid, mediaBaseUrl, storeConfigValues } from './storeConfig';
import { SEARCH_QUERY_MAX } from './textLimits';

type Ctx = RequestContext;

export const MAX_PAGE_SIZE = 300;
export const DEFAULT_URL_SUFFIX = '.html';
/** Stock at or below this shows "only X left". */
export const ONLY_X_LEFT_THRESHOLD = 5;

/** Magento's uid of an entity id (base64), as storeConfig.ts makes it. */
export { encodeUid };

/** The id inside a Magento uid (base64 of the id), or null when it is not one. */
export function decodeUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64').toString('utf8');
  return /^\d+$/.test(text) && encodeUid(text) === uid.replace(/\s/g, '') ? Number(text) : null;
}

/** uid of a configurable option value as Magento encodes it: base64('configurable/<attribute id>/<option id>'). */
export const configurableValueUid = (attributeId: number, optionId: number) => encodeUid(`configurable/${attributeId}/${optionId}`);

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

export interface CategoryRecord extends CategoryRow {
  __typename: 'CategoryTree';
  id: number;
}

export interface CategoryTree {
  byId: Map<number, CategoryRecord>;
  childrenOf: Map<number, CategoryRecord[]>;
  byUrlPath: Map<string, CategoryRecord>;
  /** Categories under the store root in tree order (depth first, siblings by position). */
  ordered: CategoryRecord[];
}

/** The category tree of a store view (process cache, reloaded with the index version). */
export function categoryTree(ctx: Pick<Ctx, 'db'>, storeId: number): Promise<CategoryTree> {
  return cachedCatalogValue(ctx.db, `categories:${storeId}`, async () => buildTree(await listCategories(ctx.db, storeId)));
}

function buildTree(rows: CategoryRow[]): CategoryTree {
  const byId = new Map<number, CategoryRecord>();
  const childrenOf = new Map<number, CategoryRecord[]>();
  const byUrlPath = new Map<string, CategoryRecord>();
  for (const row of rows) {
    const record: CategoryRecord = { ...row, __typename: 'CategoryTree', id: row.category_id };
    byId.set(record.id, record);
    if (record.url_path) byUrlPath.set(record.url_path, record);
    if (record.parent_id !== null) {
      const siblings = childrenOf.get(record.parent_id) ?? [];
      siblings.push(record);
      childrenOf.set(record.parent_id, siblings);
    }
  }
  for (const siblings of childrenOf.values()) siblings.sort((a, b) => a.position - b.position || a.id - b.id);
  const ordered: CategoryRecord[] = [];
  const walk = (id: number) => {
    for (const child of childrenOf.get(id) ?? []) {
      ordered.push(child);
      walk(child.id);
    }
  };
  walk(1);
  return { byId, childrenOf, byUrlPath, ordered };
}

/** True when the category lies under the store view's root category (or is it). */
function inStore(category: CategoryRecord, rootCategoryId: number): boolean {
  return category.path.split('/').map(Number).includes(rootCategoryId);
}

export async function getCategory(ctx: Ctx, categoryId: number): Promise<CategoryRecord | null> {
  const tree = await categoryTree(ctx, ctx.store.id);
  const category = tree.byId.get(categoryId);
  return category && inStore(category, ctx.store.rootCategoryId) ? category : null;
}

/** Contract with the router: the category as CategoryTree resolvers take it, or null. */
export async function getCategoryForRoute(ctx: Ctx, categoryId: number): Promise<CategoryRecord | null> {
  const category = await getCategory(ctx, categoryId);
  if (category) addCacheTags(ctx, `cat_c_${category.id}`);
  return category;
}

export async function categoryChildren(ctx: Ctx, category: CategoryRecord): Promise<CategoryRecord[]> {
  const tree = await categoryTree(ctx, ctx.store.id);
  return tree.childrenOf.get(category.id) ?? [];
}

export interface Breadcrumb {
  category_id: number;
  category_uid: string;
  category_name: string;
  category_level: number;
  category_url_key: string;
  category_url_path: string;
}

/** Ancestors from the first level under the root down to the parent; null for a top-level category. */
export async function categoryBreadcrumbs(ctx: Ctx, category: CategoryRecord): Promise<Breadcrumb[] | null> {
  const tree = await categoryTree(ctx, ctx.store.id);
  const crumbs = category.path
    .split('/')
    .map(Number)
    .filter((id) => id !== category.id)
    .map((id) => tree.byId.get(id))
    .filter((c): c is CategoryRecord => Boolean(c) && c!.level >= 2)
    .map((c) => ({
      category_id: c.id,
      category_uid: encodeUid(c.id),
      category_name: c.name,
      category_level: c.level,
      category_url_key: c.url_key,
      category_url_path: c.url_path
    }));
  return crumbs.length ? crumbs : null;
}

export interface CategoryFilterInput {
  ids?: EqualFilter | null;
  category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  parent_category_uid?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
  name?: { match?: string | null } | null;
}

export interface EqualFilter {
  eq?: string | null;
  in?: Array<string | null> | null;
}

const equalValues = (filter: EqualFilter | null | undefined): string[] | null => {
  if (!filter) return null;
  const values = [...(filter.in ?? []), ...(filter.eq != null ? [filter.eq] : [])].filter((v): v is string => v != null);
  return values;
};

const uidValues = (filter: EqualFilter | null | undefined): number[] | null => {
  const values = equalValues(filter);
  return values && values.map((v) => decodeUid(v) ?? -1);
};

const idValues = (filter: EqualFilter | null | undefined): number[] | null => {
  const values = equalValues(filter);
  return values && values.map((v) => (/^\d+$/.test(v.trim()) ? Number(v) : -1));
};

/** categoryList / categories: Magento's filters; without any, the store's root category. */
export async function findCategories(ctx: Ctx, filters: CategoryFilterInput | null | undefined): Promise<CategoryRecord[]> {
  const tree = await categoryTree(ctx, ctx.store.id);
  const root = ctx.store.rootCategoryId;
  const active = filters && Object.values(filters).some((v) => v != null);
  if (!active) {
    const rootCategory = tree.byId.get(root);
    return rootCategory ? [rootCategory] : [];
  }
  const ids = idValues(filters!.ids);
  const uids = uidValues(filters!.category_uid);
  const parentIds = idValues(filters!.parent_id);
  const parentUids = uidValues(filters!.parent_category_uid);
  const urlKeys = equalValues(filters!.url_key);
  const urlPaths = equalValues(filters!.url_path);
  const nameWords = filters!.name?.match ? normalizeSearchText(filters!.name.match).split(' ').filter(Boolean) : null;
  const candidates = [tree.byId.get(root), ...tree.ordered].filter((c): c is CategoryRecord => Boolean(c) && inStore(c!, root));
  return candidates.filter((c) =>
    (!ids || ids.includes(c.id)) &&
    (!uids || uids.includes(c.id)) &&
    (!parentIds || (c.parent_id !== null && parentIds.includes(c.parent_id))) &&
    (!parentUids || (c.parent_id !== null && parentUids.includes(c.parent_id))) &&
    (!urlKeys || urlKeys.includes(c.url_key)) &&
    (!urlPaths || urlPaths.includes(c.url_path)) &&
    (!nameWords || nameWords.every((w) => normalizeSearchText(c.name).includes(w)))
  );
}

export function validatePaging(pageSize: number, currentPage: number): void {
  // Same order and texts as Magento's resolvers.
  if (currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
  if (pageSize > MAX_PAGE_SIZE) throw inputError('INVALID_PAGINATION', `pageSize value must be less than or equal to ${MAX_PAGE_SIZE}.`);
}

export function beyondLastPageError(currentPage: number, totalPages: number) {
  return inputError('INVALID_PAGINATION', `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
}

/** categories(filters, pageSize, currentPage): CategoryResult. */
export async function pageCategories(ctx: Ctx, filters: CategoryFilterInput | null | undefined, pageSize: number, currentPage: number) {
  validatePaging(pageSize, currentPage);
  const all = await findCategories(ctx, filters);
  const totalPages = Math.ceil(all.length / pageSize);
  if (all.length > 0 && currentPage > totalPages) throw beyondLastPageError(currentPage, totalPages);
  for (const c of all) addCacheTags(ctx, `cat_c_${c.id}`);
  return {
    items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: totalPages },
    total_count: all.length
  };
}

// ---------------------------------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------------------------------

export interface AttributeIndex {
  byId: Map<number, AttributeRow>;
  byCode: Map<string, AttributeRow>;
  options: Map<number, AttributeOptionRow>;
  optionsOf: Map<number, AttributeOptionRow[]>;
}

/** Attributes and options (process cache, reloaded with the index version). */
export function attributeIndex(ctx: Pick<Ctx, 'db'>): Promise<AttributeIndex> {
  return cachedCatalogValue(ctx.db, 'attributes', async () => {
    const { attributes, options } = await listAttributes(ctx.db);
    const index: AttributeIndex = {
      byId: new Map(attributes.map((a) => [a.attribute_id, a])),
      byCode: new Map(attributes.map((a) => [a.code, a])),
      options: new Map(options.map((o) => [o.option_id, o])),
      optionsOf: new Map()
    };
    for (const option of options) {
      const list = index.optionsOf.get(option.attribute_id) ?? [];
      list.push(option);
      index.optionsOf.set(option.attribute_id, list);
    }
    return index;
  });
}

export const storeLabel = (labels: Record<string, string>, storeId: number): string => labels[String(storeId)] ?? labels['0'] ?? '';

export async function optionLabel(ctx: Ctx, optionId: number | null): Promise<string | null> {
  if (optionId === null) return null;
  const option = (await attributeIndex(ctx)).options.get(optionId);
  return option ? storeLabel(option.labels, ctx.store.id) : null;
}

// ---------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------

export interface ProductRecord extends ProductRow {
  __typename: 'SimpleProduct' | 'ConfigurableProduct';
  id: number;
}

const toRecord = (row: ProductRow): ProductRecord => ({
  ...row,
  __typename: row.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct',
  id: row.product_id
});

/**
 * Records of the rows this process keeps for public reads (catalogRows.ts), made once per kept row
 * instead of once per request: a listing's configurable products bring their variants, and copying
 * each variant's row twice per request was a fifth of what a category page allocated. Records are
 * read, never written, by the resolvers, so one may serve every request while its row is kept.
 */
const keptRecords = new WeakMap<ProductRow, ProductRecord>();
const keptVariantRecords = new WeakMap<VariantRow, VariantRecord>();

function keptRecord(row: ProductRow): ProductRecord {
  let record = keptRecords.get(row);
  if (!record) keptRecords.set(row, (record = toRecord(row)));
  return record;
}

function keptVariantRecord(row: VariantRow): VariantRecord {
  let record = keptVariantRecords.get(row);
  if (!record) keptVariantRecords.set(row, (record = { ...keptRecord(row), options: row.options }));
  return record;
}

/** Groups rows by a numeric key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function productLoader(ctx: Ctx) {
  return perRequestLoader<number, ProductRecord | null>(ctx, 'catalog.product', async (ids) => {
    if (ctx.publicRead) {
      const rows = await sharedProductRows(ctx.db, ctx.store.id, ids, (missing) => findProductsByIds(ctx.db, ctx.store.id, missing));
      return ids.map((id) => {
        const row = rows.get(id);
        return row ? keptRecord(row) : null;
      });
    }
    const rows = await findProductsByIds(ctx.db, ctx.store.id, ids);
    const byId = new Map(rows.map((r) => [r.product_id, toRecord(r)]));
    return ids.map((id) => byId.get(id) ?? null);
  });
}

/** Variants of configurable products by parent id, through the process's memory for a public read. */
async function variantRowsByParent(ctx: Ctx, parentIds: readonly number[]): Promise<Map<number, VariantRow[]>> {
  const read = async (ids: readonly number[]) => groupBy(await findVariantsByParentIds(ctx.db, ctx.store.id, ids), (r) => r.parent_id!);
  return ctx.publicRead ? sharedVariantRows(ctx.db, ctx.store.id, parentIds, read) : read(parentIds);
}

/** Products in the order of `ids`; unknown or disabled ones are left out. */
export async function loadProducts(ctx: Ctx, ids: readonly number[]): Promise<ProductRecord[]> {
  const loaded = await productLoader(ctx).loadMany(ids);
  const products = loaded.filter((p): p is ProductRecord => Boolean(p) && !(p instanceof Error));
  addCacheTags(ctx, ...products.map((p) => `cat_p_${p.id}`));
  return products;
}

/** Contract with the router: a visible product as the ProductInterface resolvers take it, or null. */
export async function getProductForRoute(ctx: Ctx, productId: number): Promise<ProductRecord | null> {
  const product = await productLoader(ctx).load(productId);
  if (!product || product.visibility === 1) return null;
  addCacheTags(ctx, `cat_p_${product.id}`);
  return product;
}

/** A variant with its option per configurable axis. */
export type VariantRecord = ProductRecord & Pick<VariantRow, 'options'>;

export function productVariants(ctx: Ctx, parentId: number): Promise<VariantRecord[]> {
  return perRequestLoader<number, VariantRecord[]>(ctx, 'catalog.variants', async (parentIds) => {
    const grouped = await variantRowsByParent(ctx, parentIds);
    const record = ctx.publicRead ? keptRecord : toRecord;
    const variantRecord = ctx.publicRead ? keptVariantRecord : (row: VariantRow): VariantRecord => ({ ...toRecord(row), options: row.options });
    // Variants also prime the product loader: variants { product { ... } } costs no extra query.
    const products = productLoader(ctx);
    for (const rows of grouped.values()) for (const row of rows) products.prime(row.product_id, record(row));
    return parentIds.map((id) => (grouped.get(id) ?? []).map(variantRecord));
  }).load(parentId);
}

/** A configurable item's chosen option on one axis (SelectedConfigurableOption), as the cart and the wishlist show it. */
export interface SelectedConfigurableOption {
  id: number;
  configurable_product_option_uid: string;
  option_label: string;
  value_id: number;
  configurable_product_option_value_uid: string;
  value_label: string;
}

/**
 * The options of one variant of a configurable product, in the order of the product's axes; none when it
 * is not one of its variants. `idOf` names the axis' id the item type answers as `id`: the cart's
 * attribute_id, the wishlist's product_super_attribute_id.
 */
export async function variantSelectedOptions(
  ctx: Ctx,
  parent: ProductRecord,
  variantId: number,
  idOf: keyof Pick<SuperAttribute, 'attribute_id' | 'product_super_attribute_id'>
): Promise<SelectedConfigurableOption[]> {
  const [variants, index] = await Promise.all([productVariants(ctx, parent.id), attributeIndex(ctx)]);
  const variant = variants.find((v) => v.id === variantId);
  if (!variant) return [];
  return (parent.super_attributes ?? []).flatMap((axis) => {
    const choice = variant.options.find((o) => o.attribute_id === axis.attribute_id);
    const attribute = index.byId.get(axis.attribute_id);
    const option = choice ? index.options.get(choice.option_id) : undefined;
    if (!choice || !attribute || !option) return [];
    return [{
      id: axis[idOf],
      configurable_product_option_uid: encodeUid(`configurable/${parent.id}/${axis.attribute_id}`),
      option_label: storeLabel(attribute.labels, ctx.store.id),
      value_id: choice.option_id,
      configurable_product_option_value_uid: configurableValueUid(axis.attribute_id, choice.option_id),
      value_label: storeLabel(option.labels, ctx.store.id)
    }];
  });
}

export function productMedia(ctx: Ctx, productId: number): Promise<MediaRow[]> {
  return perRequestLoader<number, MediaRow[]>(ctx, 'catalog.media', async (ids) => {
    const grouped = groupBy(await findMediaByProductIds(ctx.db, ids), (r) => r.product_id);
    return ids.map((id) => grouped.get(id) ?? []);
  }).load(productId);
}

export async function productCategories(ctx: Ctx, productId: number): Promise<CategoryRecord[]> {
  const [ids, tree] = await Promise.all([
    perRequestLoader<number, number[]>(ctx, 'catalog.productCategories', async (productIds) => {
      const grouped = groupBy(await findCategoryIdsByProductIds(ctx.db, productIds), (r) => r.product_id);
      return productIds.map((id) => (grouped.get(id) ?? []).map((r) => r.category_id));
    }).load(productId),
    categoryTree(ctx, ctx.store.id)
  ]);
  return ids.map((id) => tree.byId.get(id)).filter((c): c is CategoryRecord => Boolean(c) && inStore(c!, ctx.store.rootCategoryId));
}

export async function linkedProducts(ctx: Ctx, productId: number, linkType: LinkType): Promise<ProductRecord[]> {
  const ids = await perRequestLoader<number, number[]>(ctx, `catalog.links.${linkType}`, async (productIds) => {
    const grouped = groupBy(await findLinkedProductIds(ctx.db, productIds, linkType), (r) => r.product_id);
    return productIds.map((id) => (grouped.get(id) ?? []).map((r) => r.linked_product_id));
  }).load(productId);
  return loadProducts(ctx, ids);
}

export function productUrlRewrites(ctx: Ctx, productId: number): Promise<string[]> {
  return perRequestLoader<number, string[]>(ctx, 'catalog.urlRewrites', async (ids) => {
    const grouped = groupBy(await findProductUrlRewrites(ctx.db, ctx.store.id, ids), (r) => r.entity_id);
    return ids.map((id) => (grouped.get(id) ?? []).map((r) => r.request_path));
  }).load(productId);
}

export interface ReviewPage {
  items: ReviewRow[];
  total: number;
}

export async function productReviews(ctx: Ctx, productId: number, pageSize: number, currentPage: number): Promise<ReviewPage> {
  validatePaging(pageSize, currentPage);
  const [items, total] = await Promise.all([
    perRequestLoader<number, ReviewRow[]>(ctx, `catalog.reviews.${pageSize}.${currentPage}`, async (ids) => {
      const grouped = groupBy(await findReviewPages(ctx.db, ctx.store.id, ids, pageSize, (currentPage - 1) * pageSize), (r) => r.product_id);
      return ids.map((id) => grouped.get(id) ?? []);
    }).load(productId),
    perRequestLoader<number, number>(ctx, 'catalog.reviewCount', async (ids) => {
      const counts = await countReviews(ctx.db, ctx.store.id, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }).load(productId)
  ]);
  return { items, total };
}

export function ratingAspects(ctx: Ctx): Promise<RatingRow[]> {
  return perRequestLoader<number, RatingRow[]>(ctx, 'catalog.ratings', async (keys) => {
    const rows = await listRatings(ctx.db);
    return keys.map(() => rows);
  }).load(0);
}

export interface CatalogUrls {
  productSuffix: string;
  categorySuffix: string;
  media: string;
}

const CATALOG_URLS_TTL_MS = 30_000;
const catalogUrlCache = new WeakMap<object, Map<number, { value: Promise<CatalogUrls>; at: number }>>();

/**
 * Store settings the catalogue needs on every product (URL suffixes, media base URL), kept half a
 * minute per store view: they are read for every product of every page.
 */
export function catalogUrls(ctx: Ctx): Promise<CatalogUrls> {
  let byStore = catalogUrlCache.get(ctx.db);
  if (!byStore) {
    byStore = new Map();
    catalogUrlCache.set(ctx.db, byStore);
  }
  const cached = byStore.get(ctx.store.id);
  if (cached && Date.now() - cached.at < CATALOG_URLS_TTL_MS) return cached.value;
  const value = Promise.all([storeConfigValues(ctx, ctx.store.id), mediaBaseUrl(ctx)]).then(([values, media]) => ({
    productSuffix: configValue(values, 'catalog/seo/product_url_suffix', DEFAULT_URL_SUFFIX),
    categorySuffix: configValue(values, 'catalog/seo/category_url_suffix', DEFAULT_URL_SUFFIX),
    media
  }));
  byStore.set(ctx.store.id, { value, at: Date.now() });
  value.catch(() => byStore!.delete(ctx.store.id));
  return value;
}

// ---------------------------------------------------------------------------------------------------
// Product listing (products query, category products)
// ---------------------------------------------------------------------------------------------------

export interface ProductFilterInput {
  category_id?: EqualFilter | null;
  category_uid?: EqualFilter | null;
  category_url_path?: EqualFilter | null;
  sku?: EqualFilter | null;
  url_key?: EqualFilter | null;
  name?: { match?: string | null } | null;
  price?: { from?: string | null; to?: string | null } | null;
  brand?: EqualFilter | null;
  manufacturer?: EqualFilter | null;
  aroma?: EqualFilter | null;
  gnc_tip_de_promotie?: EqualFilter | null;
}

export type ProductSortInput = Partial<Record<SortKey, 'ASC' | 'DESC' | null>>;

export interface ProductsArgs {
  search?: string | null;
  filter?: ProductFilterInput | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: ProductSortInput | null;
}

export interface ProductsResult {
  items: ProductRecord[];
  total_count: number;
  page_info: { page_size: number; current_page: number; total_pages: number };
  sort_fields: { default: string; options: Array<{ value: string; label: string }> };
  suggestions: Array<{ search: string }>;
  /** For the aggregations resolver. */
  listing: ListingFilter;
  /** The single category the listing is about, if any (category facet shows its children). */
  listingCategoryId: number | null;
}

const SORT_LABELS: Record<string, Record<SortKey, string>> = {
  ro_RO: { relevance: 'Relevanță', position: 'Poziție', name: 'Nume produs', price: 'Preț' },
  en_US: { relevance: 'Relevance', position: 'Position', name: 'Product Name', price: 'Price' }
};

function parseNumber(value: string | null | undefined, field: string): number | null {
  if (value == null || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n)) throw inputError('INVALID_FILTER', `Invalid ${field} filter value: ${value}`, { field });
  return n;
}

/** Option ids of a select attribute from ids, codes or labels. */
function optionIds(index: AttributeIndex, code: string, filter: EqualFilter | null | undefined): number[] | undefined {
  const values = equalValues(filter);
  if (!values) return undefined;
  const attribute = index.byCode.get(code);
  const options = attribute ? index.optionsOf.get(attribute.attribute_id) ?? [] : [];
  return values.map((value) => {
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed);
    const normalized = normalizeSearchText(trimmed);
    const option = options.find((o) => o.code === trimmed || Object.values(o.labels).some((l) => normalizeSearchText(l) === normalized));
    return option?.option_id ?? -1;
  });
}

async function listingFilterFrom(ctx: Ctx, filter: ProductFilterInput | null | undefined): Promise<{ listing: ListingFilter; categoryId: number | null }> {
  const listing: ListingFilter = { storeId: ctx.store.id };
  if (!filter) return { listing, categoryId: null };
  const tree = await categoryTree(ctx, ctx.store.id);
  const categoryIds: number[][] = [];
  const ids = idValues(filter.category_id);
  if (ids) categoryIds.push(ids);
  const uids = uidValues(filter.category_uid);
  if (uids) categoryIds.push(uids);
  const urlPaths = equalValues(filter.category_url_path);
  if (urlPaths) categoryIds.push(urlPaths.map((p) => tree.byUrlPath.get(p.replace(/^\/+|\/+$/g, '').replace(/\.html$/, ''))?.id ?? -1));
  if (categoryIds.length) {
    // Several category filters all apply: keep the ids every one of them allows.
    listing.categoryIds = categoryIds.reduce((a, b) => a.filter((id) => b.includes(id)));
    if (!listing.categoryIds.length) listing.categoryIds = [-1];
  }
  const skus = equalValues(filter.sku);
  if (skus) listing.skus = skus;
  const urlKeys = equalValues(filter.url_key);
  if (urlKeys) listing.urlKeys = urlKeys;
  if (filter.name?.match) listing.nameWords = normalizeSearchText(filter.name.match).split(' ').filter(Boolean);
  if (filter.price) {
    listing.priceFrom = parseNumber(filter.price.from, 'price');
    listing.priceTo = parseNumber(filter.price.to, 'price');
  }
  const index = await attributeIndex(ctx);
  listing.brandIds = optionIds(index, 'brand', filter.brand ?? filter.manufacturer);
  listing.aromaIds = optionIds(index, 'aroma', filter.aroma);
  listing.promotionIds = optionIds(index, 'gnc_tip_de_promotie', filter.gnc_tip_de_promotie);
  const categoryId = listing.categoryIds?.length === 1 && listing.categoryIds[0] > 0 ? listing.categoryIds[0] : null;
  return { listing, categoryId };
}

function sortOrders(sort: ProductSortInput | null | undefined, hasSearch: boolean): SortOrder[] {
  const orders: SortOrder[] = [];
  for (const [key, direction] of Object.entries(sort ?? {})) {
    if (!direction || !['relevance', 'position', 'name', 'price'].includes(key)) continue;
    orders.push({ key: key as SortKey, direction });
  }
  if (!orders.length) orders.push(hasSearch ? { key: 'relevance', direction: 'DESC' } : { key: 'position', direction: 'ASC' });
  return orders;
}

/** Magento's products(search, filter, pageSize, currentPage, sort). */
export async function listProducts(ctx: Ctx, args: ProductsArgs, fixedCategoryId?: number): Promise<ProductsResult> {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  validatePaging(pageSize, currentPage);
  // Magento uses the first 128 characters of a search (catalog/search/max_query_length).
  const searchText = args.search?.trim().slice(0, SEARCH_QUERY_MAX).trim() ?? '';
  if (!searchText && !args.filter && fixedCategoryId === undefined) {
    throw inputError('REQUIRED_FIELD_MISSING', "'search' or 'filter' input argument is required.", { field: 'search' });
  }
  const { listing, categoryId } = await listingFilterFrom(ctx, args.filter);
  if (fixedCategoryId !== undefined) listing.categoryIds = [fixedCategoryId];
  const snapshot = await listingSnapshot(ctx.db, ctx.store.id);
  let suggestions: Array<{ search: string }> = [];
  let nothing = false;
  if (searchText) {
    const parsed = parseSearch(snapshot.vocabulary, searchText);
    if (parsed.terms.length) listing.search = { terms: parsed.terms, normalized: parsed.normalized };
    else {
      nothing = true;
      suggestions = suggestSearches(snapshot.vocabulary, searchText).map((search) => ({ search }));
    }
  }
  const sort = sortOrders(args.sort, Boolean(listing.search));
  const { productIds: ids, total } = nothing ? { productIds: [], total: 0 } : queryListing(snapshot, listing, sort, pageSize, currentPage);
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) throw beyondLastPageError(currentPage, totalPages);
  const items = await loadProducts(ctx, ids);
  const listingCategoryId = fixedCategoryId ?? categoryId;
  if (listingCategoryId) addCacheTags(ctx, `cat_c_p_${listingCategoryId}`);
  addCacheTags(ctx, 'cat_p');
  const labels = SORT_LABELS[ctx.store.locale] ?? SORT_LABELS.en_US;
  const sortKeys: SortKey[] = searchText ? ['relevance', 'position', 'name', 'price'] : ['position', 'name', 'price'];
  return {
    items,
    total_count: total,
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: totalPages },
    sort_fields: { default: searchText ? 'relevance' : 'position', options: sortKeys.map((key) => ({ value: key, label: labels[key] })) },
    suggestions,
    listing: nothing ? { ...listing, productIds: [] } : listing,
    listingCategoryId
  };
}

// ---------------------------------------------------------------------------------------------------
// Aggregations (layered navigation)
// ---------------------------------------------------------------------------------------------------

export interface AggregationOption {
  label: string;
  value: string;
  count: number;
}

export interface Aggregation {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: AggregationOption[];
}

const FACET_LABELS: Record<string, Record<'category' | 'price', string>> = {
  ro_RO: { category: 'Categorie', price: 'Preț' },
  en_US: { category: 'Category', price: 'Price' }
};

/**
 * Magento's automatic price step: a power of ten one digit shorter than the highest price
 * (e.g. 100 for prices up to 999), made finer while fewer than two ranges hold products.
 */
export function priceBuckets(tenRonCounts: ReadonlyMap<number, number>): AggregationOption[] {
  if (!tenRonCounts.size) return [];
  const maxPrice = (Math.max(...tenRonCounts.keys()) + 1) * 10;
  let step = Math.max(10, 10 ** (String(Math.floor(maxPrice)).length - 1));
  for (;;) {
    const buckets = new Map<number, number>();
    for (const [tenRonBucket, count] of tenRonCounts) {
      const from = Math.floor((tenRonBucket * 10) / step) * step;
      buckets.set(from, (buckets.get(from) ?? 0) + count);
    }
    if (buckets.size >= 2 || step <= 10) {
      return [...buckets.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([from, count]) => ({ label: `${from}-${from + step}`, value: `${from}_${from + step}`, count }));
    }
    step /= 10;
  }
}

export async function productAggregations(
  ctx: Ctx, result: Pick<ProductsResult, 'listing' | 'listingCategoryId'>, directChildrenOnly: boolean
): Promise<Aggregation[]> {
  const [snapshot, tree, index] = await Promise.all([
    listingSnapshot(ctx.db, ctx.store.id),
    categoryTree(ctx, ctx.store.id),
    attributeIndex(ctx)
  ]);
  const counts = countFacets(snapshot, result.listing);
  const storeId = ctx.store.id;
  const labels = FACET_LABELS[ctx.store.locale] ?? FACET_LABELS.en_US;
  const aggregations: Aggregation[] = [];

  // Categories: below the listed category (or anything under the root for a search), tree order.
  const parentId = result.listingCategoryId ?? ctx.store.rootCategoryId;
  const parent = tree.byId.get(parentId);
  const categoryCounts = counts.get('category')!;
  const categoryOptions = tree.ordered
    .filter((c) => parent && c.id !== parent.id && inStore(c, ctx.store.rootCategoryId) &&
      (directChildrenOnly ? c.parent_id === parent.id : c.path.startsWith(`${parent.path}/`)))
    .filter((c) => (categoryCounts.get(c.id) ?? 0) > 0)
    .map((c) => ({ label: c.name, value: encodeUid(c.id), count: categoryCounts.get(c.id)! }));
  if (categoryOptions.length) {
    aggregations.push({ attribute_code: 'category_uid', label: labels.category, count: categoryOptions.length, position: 0, options: categoryOptions });
  }

  const priceOptions = priceBuckets(counts.get('price')!);
  if (priceOptions.length) {
    aggregations.push({ attribute_code: 'price', label: labels.price, count: priceOptions.length, position: 1, options: priceOptions });
  }

  const attributeFacets: Array<['brand' | 'aroma' | 'promotion', string]> = [['brand', 'brand'], ['aroma', 'aroma'], ['promotion', 'gnc_tip_de_promotie']];
  for (const [facet, code] of attributeFacets) {
    const attribute = index.byCode.get(code);
    if (!attribute) continue;
    const facetCounts = counts.get(facet)!;
    const options = (index.optionsOf.get(attribute.attribute_id) ?? [])
      .filter((o) => (facetCounts.get(o.option_id) ?? 0) > 0)
      .map((o) => ({ label: storeLabel(o.labels, storeId), value: String(o.option_id), count: facetCounts.get(o.option_id)! }));
    if (facet === 'brand') options.sort((a, b) => a.label.localeCompare(b.label));
    if (options.length) {
      aggregations.push({ attribute_code: code, label: storeLabel(attribute.labels, storeId), count: options.length, position: attribute.position, options });
    }
  }
  return aggregations.sort((a, b) => a.position - b.position);
}

/** A filter of Magento's deprecated layered navigation (Products.filters, LayerFilter). */
export interface LayerFilter {
  name: string;
  request_var: string;
  filter_items_count: number;
  filter_items: Array<{ label: string; value_string: string; items_count: number; swatch_data: { type: string; value: string } | null }>;
}

/** Magento's swatch type of a text swatch (Swatch::SWATCH_TYPE_TEXTUAL). */
const TEXT_SWATCH_TYPE = '0';

/**
 * Products.filters: the listing's aggregations (the same counts) as Magento's catalog layer names them:
 * the category filter's request variable is `cat` and its values category ids, a price range reads
 * `from-to`, an attribute's values are option ids; a swatch attribute's items carry their swatch.
 */
export async function layerFilters(ctx: Ctx, aggregations: readonly Aggregation[]): Promise<LayerFilter[]> {
  const index = await attributeIndex(ctx);
  return aggregations.map((aggregation) => {
    const attribute = index.byCode.get(aggregation.attribute_code);
    const valueString = (value: string) =>
      aggregation.attribute_code === 'category_uid' ? String(decodeUid(value)) : aggregation.attribute_code === 'price' ? value.replace('_', '-') : value;
    return {
      name: aggregation.label,
      request_var: aggregation.attribute_code === 'category_uid' ? 'cat' : aggregation.attribute_code,
      filter_items_count: aggregation.options.length,
      filter_items: aggregation.options.map((option) => ({
        label: option.label,
        value_string: valueString(option.value),
        items_count: option.count,
        swatch_data: attribute?.swatch_type ? { type: TEXT_SWATCH_TYPE, value: option.label } : null
      }))
    };
  });
}

/**
 * Loads the listing engine, category trees and attributes of the given store views ahead of the first
 * request (≈2–3 s per store view for 50,000 products, milliseconds for the demo). The server may call
 * it after it starts listening; without it, the first catalogue query of each store view pays the load.
 */
export async function warmCatalogCaches(db: Ctx['db'], storeIds: readonly number[]): Promise<void> {
  await Promise.all(storeIds.flatMap((storeId) => [listingSnapshot(db, storeId), categoryTree({ db }, storeId)]));
  await attributeIndex({ db });
}

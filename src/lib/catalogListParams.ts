/**
 * Product-list state in the URL query, shared by category pages and search results, so back/forward,
 * reloads and shared links show the same list:
 *
 *   ?category=MTE&brand=101,103&aroma=201&gnc_tip_de_promotie=402&price=100_200
 *    &product_list_order=price_asc&page=2           (search also keeps ?query=…)
 *
 * - A filter is its attribute code with the chosen option values comma separated (values are the ids
 *   the aggregations return). `category` carries category uids without their base64 '=' padding
 *   (MTE= → MTE) so the URL stays readable; padding is restored when read.
 * - `price` is one range 'from_to' (either end may be empty: '500_' is 500 and up).
 * - `product_list_order` is '<sort field>_<asc|desc>' (Magento's parameter name); absent = the list's
 *   default order.
 * - `page` is 1-based and absent on page 1.
 * Any other parameter (query, utm_*, …) is left as it is.
 */

export type SortDirection = 'ASC' | 'DESC';

export interface ListSort {
  field: string;
  direction: SortDirection;
}

/** attribute code → chosen option values */
export type ListFilters = Readonly<Record<string, readonly string[]>>;

export interface ListState {
  filters: ListFilters;
  sort: ListSort | null;
  page: number;
}

/** Attribute codes this storefront can filter on (ProductAttributeFilterInput), in URL order. */
export const FILTERABLE_ATTRIBUTES = ['category_uid', 'brand', 'aroma', 'gnc_tip_de_promotie', 'price'] as const;
export type FilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number];

/** Attributes where only one option applies at a time (a price range). */
export const SINGLE_VALUE_ATTRIBUTES: ReadonlySet<string> = new Set(['price']);

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'product_list_order';

const PARAM_BY_ATTRIBUTE: Readonly<Record<FilterableAttribute, string>> = {
  category_uid: 'category',
  brand: 'brand',
  aroma: 'aroma',
  gnc_tip_de_promotie: 'gnc_tip_de_promotie',
  price: 'price'
};

export function isFilterableAttribute(code: string): code is FilterableAttribute {
  return (FILTERABLE_ATTRIBUTES as readonly string[]).includes(code);
}

function stripPadding(uid: string): string {
  return uid.replace(/=+$/, '');
}

function restorePadding(uid: string): string {
  if (!/^[A-Za-z0-9+/_-]+$/.test(uid)) return uid;
  const missing = (4 - (uid.length % 4)) % 4;
  return uid + '='.repeat(missing);
}

function encodeValue(attribute: FilterableAttribute, value: string): string {
  return attribute === 'category_uid' ? stripPadding(value) : value;
}

function decodeValue(attribute: FilterableAttribute, value: string): string {
  return attribute === 'category_uid' ? restorePadding(value) : value;
}

/** A price option value '100_200' as a range; null when it is not one. */
export function parsePriceRange(value: string): { from: string | null; to: string | null } | null {
  const match = /^(\d+(?:\.\d+)?)?_(\d+(?:\.\d+)?)?$/.exec(value.trim());
  if (!match || (!match[1] && !match[2])) return null;
  return { from: match[1] ?? null, to: match[2] ?? null };
}

/** Fields of ProductAttributeSortInput; anything else in the URL is ignored. */
export const SORTABLE_FIELDS: ReadonlySet<string> = new Set(['relevance', 'position', 'name', 'price']);

export function parseSort(value: string | null): ListSort | null {
  const match = /^([a-z0-9_]+)_(asc|desc)$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const field = match[1].toLowerCase();
  if (!SORTABLE_FIELDS.has(field)) return null;
  return { field, direction: match[2].toUpperCase() as SortDirection };
}

export function serializeSort(sort: ListSort): string {
  return `${sort.field}_${sort.direction.toLowerCase()}`;
}

export function readListState(params: URLSearchParams): ListState {
  const filters: Record<string, string[]> = {};
  for (const attribute of FILTERABLE_ATTRIBUTES) {
    const raw = params.get(PARAM_BY_ATTRIBUTE[attribute]);
    if (!raw) continue;
    let values = [...new Set(raw.split(',').map((value) => value.trim()).filter(Boolean))].map((value) =>
      decodeValue(attribute, value)
    );
    if (attribute === 'price') values = values.filter((value) => parsePriceRange(value)).slice(0, 1);
    if (values.length > 0) filters[attribute] = values;
  }
  const pageNumber = Number.parseInt(params.get(PAGE_PARAM) ?? '', 10);
  return {
    filters,
    sort: parseSort(params.get(SORT_PARAM)),
    page: Number.isFinite(pageNumber) && pageNumber > 1 ? pageNumber : 1
  };
}

/** The query string for a list state, keeping every parameter the list does not own. */
export function writeListState(state: ListState, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams();
  const owned = new Set<string>([PAGE_PARAM, SORT_PARAM, ...Object.values(PARAM_BY_ATTRIBUTE)]);
  for (const [key, value] of current) if (!owned.has(key)) next.append(key, value);
  for (const attribute of FILTERABLE_ATTRIBUTES) {
    const values = state.filters[attribute] ?? [];
    if (values.length > 0) {
      next.set(PARAM_BY_ATTRIBUTE[attribute], values.map((value) => encodeValue(attribute, value)).join(','));
    }
  }
  if (state.sort) next.set(SORT_PARAM, serializeSort(state.sort));
  if (state.page > 1) next.set(PAGE_PARAM, String(state.page));
  return next;
}

/** Commas stay literal (URLSearchParams would write %2C), so '?brand=101,103' reads as typed. */
export function toSearchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

export function hasActiveFilters(filters: ListFilters): boolean {
  return Object.values(filters).some((values) => values.length > 0);
}

/** Adds or removes one option; a single-value attribute swaps its value. */
export function toggleFilterValue(filters: ListFilters, attribute: string, value: string): ListFilters {
  const current = filters[attribute] ?? [];
  let nextValues: string[];
  if (current.includes(value)) nextValues = current.filter((candidate) => candidate !== value);
  else if (SINGLE_VALUE_ATTRIBUTES.has(attribute)) nextValues = [value];
  else nextValues = [...current, value];
  const next: Record<string, readonly string[]> = { ...filters };
  if (nextValues.length > 0) next[attribute] = nextValues;
  else delete next[attribute];
  return next;
}

export function removeFilterValue(filters: ListFilters, attribute: string, value: string): ListFilters {
  if (!(filters[attribute] ?? []).includes(value)) return filters;
  return toggleFilterValue(filters, attribute, value);
}

interface EqualFilter {
  eq?: string;
  in?: string[];
}
interface RangeFilter {
  from?: string;
  to?: string;
}
export type ProductFilterInput = Record<string, EqualFilter | RangeFilter>;

/**
 * The products query's filter: the page's own filter (a category page's category) with the chosen
 * options on top. Choosing subcategories narrows the page's category to them.
 */
export function toProductFilter(filters: ListFilters, base: ProductFilterInput = {}): ProductFilterInput {
  const result: ProductFilterInput = { ...base };
  for (const attribute of FILTERABLE_ATTRIBUTES) {
    const values = filters[attribute] ?? [];
    if (values.length === 0) continue;
    if (attribute === 'price') {
      const range = parsePriceRange(values[0]);
      if (!range) continue;
      const price: RangeFilter = {};
      if (range.from) price.from = range.from;
      if (range.to) price.to = range.to;
      result.price = price;
    } else {
      result[attribute] = values.length === 1 ? { eq: values[0] } : { in: [...values] };
    }
  }
  return result;
}

/** The products query's sort argument ({ price: 'ASC' }); undefined leaves the server's default. */
export function toProductSort(sort: ListSort | null): Record<string, SortDirection> | undefined {
  return sort ? { [sort.field]: sort.direction } : undefined;
}

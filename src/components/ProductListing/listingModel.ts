// Pure helpers of a product listing: facets from aggregations, applied-filter chips, sort options.
import {
  isFilterableAttribute,
  parsePriceRange,
  toProductFilter,
  toProductSort,
  type ListFilters,
  type ListSort,
  type ListState,
  type ProductFilterInput,
  type SortDirection
} from '../../lib/catalogListParams';
import { toAbsoluteUrl, type JsonLd } from '../Head';
import { inStore } from '../storeView';
import type { GetProductListingQuery, GetProductListingQueryVariables } from './productListing.generated';

export type Aggregation = NonNullable<NonNullable<NonNullable<GetProductListingQuery['products']>['aggregations']>[number]>;

/**
 * Products per page: 12, Magento's own default for a grid page (and Venia's), whole rows at 4, 3 and 2
 * columns; the catalog slice's page size of 6 is Venia's Redux default, not the listing's. A page of 24
 * doubled what every first listing load carries in its page data (~35 KB of JSON) and writes into the
 * Apollo cache before the page can render.
 */
export const LISTING_PAGE_SIZE = 12;

/**
 * The listing query's variables for a list state (from the URL): the talon's query, and the same
 * query answered ahead of time into the page's HTML (src/app/pageData), so the two always agree.
 */
export function listingVariables(
  state: Pick<ListState, 'filters' | 'sort' | 'page'>,
  { search, baseFilter }: { search?: string; baseFilter?: ProductFilterInput }
): GetProductListingQueryVariables {
  return {
    ...(search ? { search } : {}),
    filter: toProductFilter(state.filters, baseFilter),
    ...(state.sort ? { sort: toProductSort(state.sort) } : {}),
    pageSize: LISTING_PAGE_SIZE,
    currentPage: state.page
  };
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FilterGroup {
  attribute: string;
  label: string;
  options: FilterOption[];
  selectedCount: number;
}

export interface AppliedFilter {
  attribute: string;
  groupLabel: string;
  value: string;
  label: string;
}

/** Formats a price option value ('100_200') for people. */
export type PriceRangeFormatter = (from: number | null, to: number | null) => string;

export function priceOptionLabel(value: string, formatRange: PriceRangeFormatter, fallback: string): string {
  const range = parsePriceRange(value);
  if (!range) return fallback;
  return formatRange(range.from != null ? Number(range.from) : null, range.to != null ? Number(range.to) : null);
}

/**
 * Filter groups from the aggregations, by position, keeping only attributes the storefront can filter
 * on and options with products. `hiddenValues` drops options that would not narrow the list (the
 * category page's own category).
 */
export function buildFilterGroups(
  aggregations: ReadonlyArray<Aggregation | null> | null | undefined,
  filters: ListFilters,
  formatRange: PriceRangeFormatter,
  hiddenValues: ReadonlySet<string> = new Set()
): FilterGroup[] {
  return (aggregations ?? [])
    .filter((aggregation): aggregation is Aggregation => Boolean(aggregation && isFilterableAttribute(aggregation.attribute_code)))
    .map((aggregation, index) => ({ aggregation, index }))
    .sort((a, b) => (a.aggregation.position ?? a.index) - (b.aggregation.position ?? b.index) || a.index - b.index)
    .map(({ aggregation }) => {
      const selected = new Set(filters[aggregation.attribute_code] ?? []);
      const options = (aggregation.options ?? [])
        .filter((option): option is NonNullable<typeof option> => Boolean(option && option.value))
        .filter((option) => !(aggregation.attribute_code === 'category_uid' && hiddenValues.has(option.value)))
        .filter((option) => (option.count ?? 0) > 0 || selected.has(option.value))
        .map((option) => {
          const rawLabel = option.label?.trim() || option.value;
          return {
            value: option.value,
            label: aggregation.attribute_code === 'price' ? priceOptionLabel(option.value, formatRange, rawLabel) : rawLabel,
            count: option.count ?? 0,
            selected: selected.has(option.value)
          };
        });
      return {
        attribute: aggregation.attribute_code,
        label: aggregation.label?.trim() || aggregation.attribute_code,
        options,
        selectedCount: options.filter((option) => option.selected).length
      };
    })
    .filter((group) => group.options.length > 0);
}

/**
 * One chip per chosen option. Labels come from the facets; a value the facets no longer list (an old
 * shared link) still gets a chip so it can be removed.
 */
export function buildAppliedFilters(
  groups: readonly FilterGroup[],
  filters: ListFilters,
  formatRange: PriceRangeFormatter,
  groupLabelFallback: (attribute: string) => string,
  /** Labels of chosen values the groups do not list (a category named by a link), by value. */
  knownLabels: Readonly<Record<string, string>> = {}
): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  for (const [attribute, values] of Object.entries(filters)) {
    const group = groups.find((candidate) => candidate.attribute === attribute);
    for (const value of values) {
      const option = group?.options.find((candidate) => candidate.value === value);
      const label =
        option?.label ?? knownLabels[value] ?? (attribute === 'price' ? priceOptionLabel(value, formatRange, value) : value);
      chips.push({ attribute, groupLabel: group?.label ?? groupLabelFallback(attribute), value, label });
    }
  }
  return chips;
}

export interface SortOption {
  /** URL value, e.g. 'price_asc'. */
  id: string;
  sort: ListSort;
  /** Which text to show; the view turns it into words. */
  kind: 'relevance' | 'position' | 'nameAsc' | 'nameDesc' | 'priceAsc' | 'priceDesc';
}

const DIRECTIONS: Record<string, Array<{ direction: SortDirection; kind: SortOption['kind'] }>> = {
  relevance: [{ direction: 'DESC', kind: 'relevance' }],
  position: [{ direction: 'ASC', kind: 'position' }],
  name: [{ direction: 'ASC', kind: 'nameAsc' }],
  price: [
    { direction: 'ASC', kind: 'priceAsc' },
    { direction: 'DESC', kind: 'priceDesc' }
  ]
};

/** Sort choices from the server's sort fields (relevance/position, name, price up and down). */
export function buildSortOptions(fields: ReadonlyArray<string | null | undefined>): SortOption[] {
  const options: SortOption[] = [];
  for (const field of fields) {
    if (!field) continue;
    for (const { direction, kind } of DIRECTIONS[field] ?? []) {
      if (options.some((option) => option.kind === kind)) continue;
      options.push({ id: `${field}_${direction.toLowerCase()}`, sort: { field, direction }, kind });
    }
  }
  return options;
}

export function defaultSortOption(options: readonly SortOption[], defaultField: string | null | undefined): SortOption | null {
  return options.find((option) => option.sort.field === defaultField) ?? options[0] ?? null;
}

/** The page numbers to show: first, last, the current one with a neighbour each side; null = gap. */
export function pageWindow(current: number, total: number, neighbours = 1): Array<number | null> {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  // A gap of a single page is shown as that page rather than an ellipsis.
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const page of sorted) {
    const previous = result.length > 0 ? result[result.length - 1] : null;
    if (previous != null && page - previous === 2) result.push(previous + 1);
    else if (previous != null && page - previous > 2) result.push(null);
    result.push(page);
  }
  return result;
}

/** The page count named in Magento's "currentPage value 5 specified is greater than the 2 page(s) available." */
export function pagesAvailableFromError(message: string): number | null {
  const match = /greater than the (\d+) page\(s\) available/.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * The listing's products as schema.org ItemList (a category page's: the browser's and the head the
 * server sends), in their order on the page.
 */
export function itemListJsonLd(
  items: ReadonlyArray<{ name?: string | null; url_key?: string | null; url_suffix?: string | null } | null> | null | undefined,
  { basePath, origin, firstPosition = 1 }: { basePath: string; origin: string; firstPosition?: number }
): JsonLd | null {
  const listed = (items ?? []).filter((item): item is NonNullable<typeof item> => Boolean(item?.url_key));
  if (listed.length === 0) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: listed.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      ...(item.name ? { name: item.name } : {}),
      url: toAbsoluteUrl(inStore({ basePath }, `/${item.url_key}${item.url_suffix ?? ''}`), origin)
    }))
  };
}

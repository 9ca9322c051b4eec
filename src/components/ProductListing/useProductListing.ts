// The talon of a product listing (category page, search results): reads filters, sort and page from
// the URL, queries the products, and turns choices back into URL changes (a history entry each, so
// the back button restores the previous list).
import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

import { usePageFetchPolicy } from '../../api/apollo/usePageFetchPolicy';
import { formatPrice } from '../../lib/formatPrice';
import {
  hasActiveFilters,
  readListState,
  removeFilterValue,
  toggleFilterValue,
  toSearchString,
  writeListState,
  type ListState,
  type ProductFilterInput
} from '../../lib/catalogListParams';
import { CATALOG_FIRST_PAGE } from '../../lib/constants';
import type { ProductTileFieldsFragment } from '../ProductTile/productTile.generated';
import {
  buildAppliedFilters,
  buildFilterGroups,
  buildSortOptions,
  defaultSortOption,
  listingVariables,
  pagesAvailableFromError,
  type AppliedFilter,
  type FilterGroup,
  type PriceRangeFormatter,
  type SortOption
} from './listingModel';
import { GetFilterCategoryNamesDocument, GetProductListingDocument } from './productListing.generated';

export interface ProductListingOptions {
  /** Full-text search (search page). */
  search?: string;
  /** The page's own filter (a category page's category). */
  baseFilter?: ProductFilterInput;
  /** Category options equal to these uids are not offered (they would not narrow the list). */
  hiddenCategoryUids?: readonly string[];
  /** Sort fields to offer before the server has answered. */
  fallbackSortFields: readonly string[];
  skip?: boolean;
}

export interface ProductListingTalon {
  /** First load: nothing to show yet. */
  isLoading: boolean;
  /** A new page, filter or sort is loading while the previous list stays visible. */
  isRefreshing: boolean;
  error: Error | null;
  items: ReadonlyArray<ProductTileFieldsFragment | null>;
  totalCount: number;
  currentPage: number;
  totalPages: number;
  filterGroups: FilterGroup[];
  appliedFilters: AppliedFilter[];
  hasFilters: boolean;
  sortOptions: SortOption[];
  currentSort: SortOption | null;
  pageHref(page: number): string;
  toggleFilter(attribute: string, value: string): void;
  removeFilter(attribute: string, value: string): void;
  clearFilters(): void;
  setSort(optionId: string): void;
  setPage(page: number): void;
}

function stripZeroDecimals(text: string): string {
  return text.replace(/[.,]00(?=\D|$)/g, '');
}

const NO_ITEMS: ReadonlyArray<ProductTileFieldsFragment | null> = [];
const CATEGORY_ATTRIBUTE = 'category_uid';

export function useProductListing(options: ProductListingOptions): ProductListingTalon {
  const { search, baseFilter, hiddenCategoryUids, fallbackSortFields, skip = false } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const { formatMessage, locale } = useIntl();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const urlState = useMemo(() => readListState(params), [params]);
  // A choice shows at once (ticked box, chip, sort label) while the router commits the new URL.
  // Any URL change (the committed choice, Back, Forward) ends it.
  const [optimistic, setOptimistic] = useState<ListState | null>(null);
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    setOptimistic(null);
  }
  const shownState = optimistic ?? urlState;
  const state = urlState;

  const variables = useMemo(
    () => listingVariables({ filters: state.filters, sort: state.sort, page: state.page }, { search, baseFilter }),
    [search, baseFilter, state.filters, state.sort, state.page]
  );

  const { data, previousData, loading, error } = useQuery(GetProductListingDocument, {
    variables,
    skip,
    fetchPolicy: usePageFetchPolicy(GetProductListingDocument, variables, 'cache-and-network'),
    nextFetchPolicy: 'cache-first'
  });
  const shown = data ?? previousData;
  const products = shown?.products ?? null;
  // A new page of tiles renders at low priority: the toolbar, chips and sort label answer at once,
  // the grid follows in a render React can interrupt (Apollo's answers arrive through
  // useSyncExternalStore, which would otherwise render all 24 tiles in one blocking task).
  const items = products?.items ?? NO_ITEMS;
  const shownItems = useDeferredValue(items);

  const go = useCallback(
    (next: ListState, replace = false) => {
      setOptimistic(next);
      const searchString = toSearchString(writeListState(next, params));
      void navigate({ pathname: location.pathname, search: searchString }, { replace, preventScrollReset: true });
    },
    [location.pathname, navigate, params]
  );

  // A page beyond the last one (an old link, or fewer results after a change): go to the last page.
  const pageErrorMessage = error?.message ?? '';
  const pagesAvailable = pagesAvailableFromError(pageErrorMessage);
  const stateRef = useRef(state);
  stateRef.current = state;
  useEffect(() => {
    if (pagesAvailable == null) return;
    go({ ...stateRef.current, page: Math.max(CATALOG_FIRST_PAGE, pagesAvailable) }, true);
  }, [go, pagesAvailable]);

  const formatRange = useCallback<PriceRangeFormatter>(
    (from, to) => {
      const currency = products?.items?.find((item) => item?.price_range?.minimum_price?.final_price?.currency)?.price_range
        ?.minimum_price?.final_price?.currency;
      const money = (value: number) => stripZeroDecimals(formatPrice(value, currency ?? 'RON', locale));
      if (from != null && to != null) return `${money(from)} – ${money(to)}`;
      if (from != null) return formatMessage({ id: 'productListing.priceFrom', defaultMessage: '{price} and above' }, { price: money(from) });
      return formatMessage({ id: 'productListing.priceTo', defaultMessage: 'Up to {price}' }, { price: money(to ?? 0) });
    },
    [formatMessage, locale, products?.items]
  );

  const hidden = useMemo(() => new Set(hiddenCategoryUids ?? []), [hiddenCategoryUids]);
  const filterGroups = useMemo(
    () => buildFilterGroups(products?.aggregations, shownState.filters, formatRange, hidden),
    [products?.aggregations, shownState.filters, formatRange, hidden]
  );
  // A chosen category the aggregations do not list (the listing is inside it, or a suggestion's link
  // chose it): its chip shows its name, asked for, never its id.
  const unlistedCategories = useMemo(() => {
    const listed = filterGroups.find((group) => group.attribute === CATEGORY_ATTRIBUTE)?.options ?? [];
    return (shownState.filters[CATEGORY_ATTRIBUTE] ?? []).filter((value) => !listed.some((option) => option.value === value));
  }, [filterGroups, shownState.filters]);
  const namesQuery = useQuery(GetFilterCategoryNamesDocument, { variables: { uids: unlistedCategories }, skip: unlistedCategories.length === 0 });
  const knownLabels = useMemo(() => {
    const labels: Record<string, string> = {};
    for (const category of (namesQuery.data ?? namesQuery.previousData)?.categoryList ?? []) {
      if (category?.name) labels[category.uid] = category.name;
    }
    return labels;
  }, [namesQuery.data, namesQuery.previousData]);
  const appliedFilters = useMemo(
    () =>
      buildAppliedFilters(
        filterGroups,
        shownState.filters,
        formatRange,
        (attribute) =>
          attribute === 'price'
            ? formatMessage({ id: 'productListing.priceGroup', defaultMessage: 'Price' })
            : attribute === CATEGORY_ATTRIBUTE
              ? formatMessage({ id: 'productListing.categoryGroup', defaultMessage: 'Category' })
              : attribute,
        knownLabels
      ),
    [filterGroups, shownState.filters, formatRange, formatMessage, knownLabels]
  );

  const sortFields = products?.sort_fields?.options?.map((option) => option?.value) ?? fallbackSortFields;
  const sortOptions = useMemo(() => buildSortOptions(sortFields), [sortFields.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const defaultOption = defaultSortOption(sortOptions, products?.sort_fields?.default ?? fallbackSortFields[0]);
  const shownSort = shownState.sort;
  const currentSort =
    (shownSort && sortOptions.find((option) => option.sort.field === shownSort.field && option.sort.direction === shownSort.direction)) ||
    defaultOption;

  const totalPages = products?.page_info?.total_pages ?? 0;

  return {
    isLoading: !skip && loading && !shown,
    isRefreshing: (loading && Boolean(shown)) || shownItems !== items,
    error: error && pagesAvailable == null && !data ? error : null,
    items: shownItems,
    totalCount: products?.total_count ?? 0,
    currentPage: shownState.page,
    totalPages,
    filterGroups,
    appliedFilters,
    hasFilters: hasActiveFilters(shownState.filters),
    sortOptions,
    currentSort,
    pageHref: (page) => `${location.pathname}${toSearchString(writeListState({ ...shownState, page }, params))}`,
    toggleFilter: (attribute, value) => go({ ...shownState, filters: toggleFilterValue(shownState.filters, attribute, value), page: CATALOG_FIRST_PAGE }),
    removeFilter: (attribute, value) => go({ ...shownState, filters: removeFilterValue(shownState.filters, attribute, value), page: CATALOG_FIRST_PAGE }),
    clearFilters: () => go({ ...shownState, filters: {}, page: CATALOG_FIRST_PAGE }),
    setSort: (optionId) => {
      const option = sortOptions.find((candidate) => candidate.id === optionId);
      if (!option) return;
      // The default order is the URL without a sort parameter.
      const sort = option.id === defaultOption?.id ? null : option.sort;
      go({ ...shownState, sort, page: CATALOG_FIRST_PAGE });
    },
    setPage: (page) => go({ ...shownState, page: Math.max(CATALOG_FIRST_PAGE, page) })
  };
}

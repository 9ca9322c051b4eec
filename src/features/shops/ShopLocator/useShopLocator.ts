import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { cityOptions, filterShops, matchCity, type Shop } from '../locationModel';
import { useStoreLocations } from '../useStoreLocations';

/** URL query names: ?city=Brașov&q=cotroceni */
export const CITY_PARAM = 'city';
export const QUERY_PARAM = 'q';
/** Typing updates the list at once and the URL after this pause (one history entry per pause). */
export const QUERY_COMMIT_DELAY = 400;

export interface ShopLocatorTalon {
  isLoading: boolean;
  hasError: boolean;
  retry(): void;
  cities: string[];
  /** The chosen city ('' = all). */
  city: string;
  /** The name search as typed. */
  query: string;
  setCity(city: string): void;
  setQuery(query: string): void;
  /** Enter in the search box: the URL is updated at once. */
  commitQuery(): void;
  clearFilters(): void;
  hasFilters: boolean;
  /** The shops matching the filters. */
  shops: Shop[];
  totalCount: number;
}

function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

export function useShopLocator(): ShopLocatorTalon {
  const { shops, isLoading, hasError, retry } = useStoreLocations();
  const [params, setParams] = useSearchParams();
  const cityParam = params.get(CITY_PARAM) ?? '';
  const queryParam = params.get(QUERY_PARAM) ?? '';

  const [draft, setDraft] = useState(queryParam);
  // The query the URL holds (or is about to hold): tells our own URL updates from back/forward.
  const committed = useRef(queryParam.trim());

  useEffect(() => {
    if (queryParam.trim() !== committed.current) {
      committed.current = queryParam.trim();
      setDraft(queryParam);
    }
  }, [queryParam]);

  const commit = useCallback(
    (value: string) => {
      const trimmed = value.trim();
      if (trimmed === committed.current) return;
      committed.current = trimmed;
      setParams((current) => withParam(current, QUERY_PARAM, trimmed));
    },
    [setParams]
  );

  useEffect(() => {
    if (draft.trim() === committed.current) return undefined;
    const timer = setTimeout(() => commit(draft), QUERY_COMMIT_DELAY);
    return () => clearTimeout(timer);
  }, [draft, commit]);

  const cities = useMemo(() => cityOptions(shops), [shops]);
  // A city from a link may be written without diacritics ('brasov'); an unknown one filters nothing.
  const city = matchCity(cities, cityParam) ?? '';

  const setCity = useCallback(
    (value: string) => {
      setParams((current) => withParam(current, CITY_PARAM, value));
    },
    [setParams]
  );

  const clearFilters = useCallback(() => {
    committed.current = '';
    setDraft('');
    setParams((current) => withParam(withParam(current, CITY_PARAM, ''), QUERY_PARAM, ''));
  }, [setParams]);

  const filtered = useMemo(() => filterShops(shops, { city, query: draft }), [shops, city, draft]);

  return {
    isLoading,
    hasError,
    retry,
    cities,
    city,
    query: draft,
    setCity,
    setQuery: setDraft,
    commitQuery: () => commit(draft),
    clearFilters,
    hasFilters: Boolean(city || draft.trim()),
    shops: filtered,
    totalCount: shops.length
  };
}

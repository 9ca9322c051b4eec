import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';

import type { GalleryProduct } from '../../catalog';
import { GET_SEARCH_RESULTS, SEARCH_PAGE_SIZE } from './searchPage.gql';

export interface SearchPageTalon {
  query: string;
  isLoading: boolean;
  hasError: boolean;
  totalCount: number;
  items: ReadonlyArray<GalleryProduct | null>;
}

export function useSearchPage(): SearchPageTalon {
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const { data, loading, error } = useQuery(GET_SEARCH_RESULTS, {
    variables: { query, pageSize: SEARCH_PAGE_SIZE, currentPage: 1 },
    skip: !query,
    fetchPolicy: 'cache-and-network'
  });
  return {
    query,
    isLoading: Boolean(query) && loading && !data,
    hasError: Boolean(error) && !data,
    totalCount: data?.products?.total_count ?? 0,
    items: data?.products?.items ?? []
  };
}

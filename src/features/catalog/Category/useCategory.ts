import { useQuery } from '@apollo/client/react';

import type { GalleryProduct } from '../Gallery';
import { CATEGORY_PAGE_SIZE, GET_CATEGORY } from './category.gql';

export interface CategoryTalon {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  name: string;
  description: string;
  documentTitle: string;
  metaDescription: string;
  totalCount: number;
  items: ReadonlyArray<GalleryProduct | null>;
}

export function useCategory(uid: string): CategoryTalon {
  const { data, loading, error } = useQuery(GET_CATEGORY, {
    variables: { uid, pageSize: CATEGORY_PAGE_SIZE, currentPage: 1 },
    fetchPolicy: 'cache-and-network'
  });
  const category = data?.categoryList?.find((candidate) => candidate?.uid === uid) ?? data?.categoryList?.[0] ?? null;
  const name = category?.name ?? '';
  return {
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    isMissing: Boolean(data) && !category,
    name,
    description: category?.description ?? '',
    documentTitle: category?.meta_title?.trim() || name,
    metaDescription: category?.meta_description?.trim() ?? '',
    totalCount: data?.products?.total_count ?? 0,
    items: data?.products?.items ?? []
  };
}

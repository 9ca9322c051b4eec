import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { usePageFetchPolicy } from '../../../api/apollo/usePageFetchPolicy';
import type { ProductFilterInput } from '../../../lib/catalogListParams';
import { GetCategoryDocument } from './category.generated';

export interface CategoryTalon {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  name: string;
  description: string;
  image: string;
  documentTitle: string;
  metaDescription: string;
  /** The listing's own filter: this category. */
  baseFilter: ProductFilterInput;
  hiddenCategoryUids: readonly string[];
}

export function useCategory(uid: string): CategoryTalon {
  const variables = useMemo(() => ({ uid }), [uid]);
  const { data, loading, error } = useQuery(GetCategoryDocument, {
    variables,
    fetchPolicy: usePageFetchPolicy(GetCategoryDocument, variables, 'cache-and-network'),
    nextFetchPolicy: 'cache-first'
  });
  const category = data?.categoryList?.find((candidate) => candidate?.uid === uid) ?? data?.categoryList?.[0] ?? null;
  const name = category?.name ?? '';
  const baseFilter = useMemo(() => ({ category_uid: { eq: uid } }), [uid]);
  const hiddenCategoryUids = useMemo(() => [uid], [uid]);
  return {
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    isMissing: Boolean(data) && !category,
    name,
    description: category?.description ?? '',
    image: category?.image ?? '',
    documentTitle: category?.meta_title?.trim() || name,
    metaDescription: category?.meta_description?.trim() ?? '',
    baseFilter,
    hiddenCategoryUids
  };
}

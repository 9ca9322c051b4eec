import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { usePageFetchPolicy } from '../../../api/apollo/usePageFetchPolicy';
import type { ProductFilterInput } from '../../../lib/catalogListParams';
import { GetCategoryDocument } from './category.generated';
import { categoryHead } from './categoryHead';
import type { DocumentHead } from '../../../components/Head/useDocumentHead';
import { useStoreView } from '../../../components/storeView';

export interface CategoryTalon {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  name: string;
  description: string;
  image: string;
  /** The page's head, as the server sends it. */
  head: DocumentHead;
  /** The listing's own filter: this category. */
  baseFilter: ProductFilterInput;
  hiddenCategoryUids: readonly string[];
}

export function useCategory(uid: string): CategoryTalon {
  const view = useStoreView();
  const location = useLocation();
  const { formatMessage } = useIntl();
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
    head: category
      ? categoryHead(category, view, new URLSearchParams(location.search), {
          origin: window.location.origin,
          homeName: formatMessage({ id: 'breadcrumbs.home', defaultMessage: 'Home' })
        })
      : {},
    baseFilter,
    hiddenCategoryUids
  };
}

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { useCapability } from '../../../components/Capabilities';
import type { ProductLinkFieldsFragment, ProductReviewFieldsFragment } from '../../../api/fragments.generated';
import { GetRecentProductReviewsDocument } from '../productReviews.generated';
import { REVIEWS_PAGE_SIZE } from '../reviewsModel';

export interface RecentReviewsTalon {
  isLoading: boolean;
  hasError: boolean;
  reviews: Array<ProductReviewFieldsFragment & { product: ProductLinkFieldsFragment }>;
  totalPages: number;
}

export function useRecentReviews(page: number): RecentReviewsTalon {
  const hasRecentReviews = useCapability('recentReviews');
  const { data, loading, error } = useQuery(GetRecentProductReviewsDocument, {
    variables: { pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
    skip: !hasRecentReviews,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first'
  });
  const answer = data?.recentProductReviews;
  const reviews = useMemo(
    () => (answer?.items ?? []).filter((item): item is ProductReviewFieldsFragment & { product: ProductLinkFieldsFragment } => Boolean(item?.product)),
    [answer]
  );
  return { isLoading: loading && !data, hasError: Boolean(error) && !data, reviews, totalPages: answer?.page_info.total_pages ?? 0 };
}

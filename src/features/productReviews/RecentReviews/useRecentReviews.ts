import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { GET_RECENT_REVIEWS, REVIEWS_PAGE_SIZE, type ReviewedProduct, type ReviewItem } from '../productReviews.gql';

export interface RecentReviewsTalon {
  isLoading: boolean;
  hasError: boolean;
  reviews: Array<ReviewItem & { product: ReviewedProduct }>;
  totalPages: number;
}

export function useRecentReviews(page: number): RecentReviewsTalon {
  const { data, loading, error } = useQuery(GET_RECENT_REVIEWS, {
    variables: { pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first'
  });
  const answer = data?.recentProductReviews;
  const reviews = useMemo(
    () => (answer?.items ?? []).filter((item): item is ReviewItem & { product: ReviewedProduct } => Boolean(item?.product)),
    [answer]
  );
  return { isLoading: loading && !data, hasError: Boolean(error) && !data, reviews, totalPages: answer?.page_info.total_pages ?? 0 };
}

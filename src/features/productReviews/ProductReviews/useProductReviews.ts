import { useQuery } from '@apollo/client/react';

import { GET_PRODUCT_REVIEWS_BY_URL_KEY, REVIEWS_PAGE_SIZE, type ProductWithReviews, type ReviewItem } from '../productReviews.gql';

export interface ProductReviewsTalon {
  isLoading: boolean;
  hasError: boolean;
  /** null once loaded: no product with this URL key in the store view. */
  product: ProductWithReviews | null;
  reviews: ReviewItem[];
  totalPages: number;
}

export function useProductReviews(urlKey: string, page: number): ProductReviewsTalon {
  const { data, loading, error } = useQuery(GET_PRODUCT_REVIEWS_BY_URL_KEY, {
    variables: { urlKey, pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first'
  });
  const product = data?.products?.items?.find((item): item is ProductWithReviews => Boolean(item)) ?? null;
  return {
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    product,
    reviews: (product?.reviews.items ?? []).filter((item): item is ReviewItem => Boolean(item)),
    totalPages: product?.reviews.page_info.total_pages ?? 0
  };
}

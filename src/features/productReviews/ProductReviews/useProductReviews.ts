import { useQuery } from '@apollo/client/react';

import type { ProductReviewFieldsFragment } from '../../../api/fragments.generated';
import { GetProductReviewsByUrlKeyDocument, type GetProductReviewsByUrlKeyQuery } from '../productReviews.generated';
import { REVIEWS_PAGE_SIZE } from '../reviewsModel';

type ProductWithReviews = NonNullable<NonNullable<NonNullable<GetProductReviewsByUrlKeyQuery['products']>['items']>[number]>;

export interface ProductReviewsTalon {
  isLoading: boolean;
  hasError: boolean;
  /** null once loaded: no product with this URL key in the store view. */
  product: ProductWithReviews | null;
  reviews: ProductReviewFieldsFragment[];
  totalPages: number;
}

export function useProductReviews(urlKey: string, page: number): ProductReviewsTalon {
  const { data, loading, error } = useQuery(GetProductReviewsByUrlKeyDocument, {
    variables: { urlKey, pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first'
  });
  const product = data?.products?.items?.find((item): item is ProductWithReviews => Boolean(item)) ?? null;
  return {
    isLoading: loading && !data,
    hasError: Boolean(error) && !data,
    product,
    reviews: (product?.reviews.items ?? []).filter((item): item is ProductReviewFieldsFragment => Boolean(item)),
    totalPages: product?.reviews.page_info.total_pages ?? 0
  };
}

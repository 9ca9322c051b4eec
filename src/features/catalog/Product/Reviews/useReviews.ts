// Reviews of a product, one page at a time.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import type { ProductReviewFieldsFragment } from '../../../../api/fragments.generated';
import { GetProductReviewsDocument } from './reviews.generated';

/** Reviews per page on the product page. */
export const REVIEWS_PAGE_SIZE = 5;

export function useReviews(sku: string) {
  const [currentPage, setCurrentPage] = useState(1);
  const { data, previousData, loading, error } = useQuery(GetProductReviewsDocument, {
    variables: { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage },
    fetchPolicy: 'cache-and-network'
  });
  const shown = data ?? previousData;
  const product = shown?.products?.items?.find(Boolean) ?? null;
  const reviews = (product?.reviews.items ?? []).filter((review): review is ProductReviewFieldsFragment => Boolean(review));
  const totalPages = Math.max(1, product?.reviews.page_info.total_pages ?? 1);
  return {
    isLoading: loading && !shown,
    hasError: Boolean(error) && !shown,
    reviews,
    reviewCount: product?.review_count ?? 0,
    currentPage,
    totalPages,
    goToPage: (page: number) => setCurrentPage(Math.min(Math.max(1, page), totalPages))
  };
}

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ReviewedProduct {
  __typename?: string;
  uid: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  small_image: { url: string | null; label: string | null } | null;
}

export interface ReviewItem {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: Array<{ name: string; value: string }>;
}

export interface PageInfo {
  current_page: number | null;
  total_pages: number | null;
}

export const REVIEWS_PAGE_SIZE = 10;

export interface RecentReviewsData {
  recentProductReviews: { items: Array<(ReviewItem & { product: ReviewedProduct }) | null>; page_info: PageInfo } | null;
}

/** The store view's newest approved reviews with their products (the server's recentProductReviews). */
export const GET_RECENT_REVIEWS: TypedDocumentNode<RecentReviewsData, { pageSize: number; currentPage: number }> = gql`
  query getRecentProductReviews($pageSize: Int!, $currentPage: Int!) {
    recentProductReviews(pageSize: $pageSize, currentPage: $currentPage) {
      items {
        nickname
        summary
        text
        created_at
        average_rating
        ratings_breakdown {
          name
          value
        }
        product {
          uid
          sku
          name
          url_key
          url_suffix
          small_image {
            url
            label
          }
        }
      }
      page_info {
        current_page
        total_pages
      }
    }
  }
`;

export interface ProductWithReviews extends ReviewedProduct {
  review_count: number;
  rating_summary: number;
  reviews: { items: Array<ReviewItem | null>; page_info: PageInfo };
}

export interface ProductReviewsByUrlKeyData {
  products: { items: Array<ProductWithReviews | null> | null } | null;
}

/** One product (by URL key) with a page of its approved reviews. */
export const GET_PRODUCT_REVIEWS_BY_URL_KEY: TypedDocumentNode<
  ProductReviewsByUrlKeyData,
  { urlKey: string; pageSize: number; currentPage: number }
> = gql`
  query getProductReviewsByUrlKey($urlKey: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { url_key: { eq: $urlKey } }) {
      items {
        uid
        sku
        name
        url_key
        url_suffix
        small_image {
          url
          label
        }
        review_count
        rating_summary
        reviews(pageSize: $pageSize, currentPage: $currentPage) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
            ratings_breakdown {
              name
              value
            }
          }
          page_info {
            current_page
            total_pages
          }
        }
      }
    }
  }
`;

import { gql, type TypedDocumentNode } from '@apollo/client';

export interface ProductReviewItem {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: Array<{ name: string; value: string }>;
}

export interface ProductReviewsData {
  products: {
    items: Array<{
      uid: string;
      review_count: number;
      rating_summary: number;
      reviews: { items: Array<ProductReviewItem | null>; page_info: { current_page: number | null; total_pages: number | null } };
    } | null> | null;
  } | null;
}

export const REVIEWS_PAGE_SIZE = 5;

export const GET_PRODUCT_REVIEWS: TypedDocumentNode<ProductReviewsData, { sku: string; pageSize: number; currentPage: number }> = gql`
  query getProductReviews($sku: String!, $pageSize: Int!, $currentPage: Int!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
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

export interface RatingsMetadataData {
  productReviewRatingsMetadata: {
    items: Array<{ id: string; name: string; values: Array<{ value_id: string; value: string }> }>;
  } | null;
}

export const GET_REVIEW_RATINGS_METADATA: TypedDocumentNode<RatingsMetadataData, Record<string, never>> = gql`
  query getProductReviewRatingsMetadata {
    productReviewRatingsMetadata {
      items {
        id
        name
        values {
          value_id
          value
        }
      }
    }
  }
`;

export interface CreateProductReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; value_id: string }>;
}

export const CREATE_PRODUCT_REVIEW: TypedDocumentNode<
  { createProductReview: { review: { nickname: string; summary: string } } },
  { input: CreateProductReviewInput }
> = gql`
  mutation createProductReview($input: CreateProductReviewInput!) {
    createProductReview(input: $input) {
      review {
        nickname
        summary
      }
    }
  }
`;

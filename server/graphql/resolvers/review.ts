/**
 * createProductReview, productReviewRatingsMetadata and Customer.reviews (Magento's ReviewGraphQl), and
 * ProductReview.verified_buyer (the reviewVerification extension of shared/magentoExtensions.json) on
 * every review: a product's, the recent reviews', a customer's and a new one.
 */
import type { GraphQLContext } from '../context';
import type { CustomerRow } from '../../repositories/customer';
import type { ReviewRow } from '../../repositories/catalogReviews';
import {
  createProductReview, customerReviews, productReviewRatingsMetadata, recentProductReviews, verifiedBuyer, type CreateProductReviewInput
} from '../../services/review';

type Ctx = GraphQLContext;

export default {
  Query: {
    productReviewRatingsMetadata: (_: unknown, __: unknown, ctx: Ctx) => productReviewRatingsMetadata(ctx),
    recentProductReviews: (_: unknown, args: { pageSize?: number; currentPage?: number }, ctx: Ctx) =>
      recentProductReviews(ctx, args.pageSize ?? 20, args.currentPage ?? 1)
  },
  Mutation: {
    createProductReview: (_: unknown, args: { input: CreateProductReviewInput }, ctx: Ctx) => createProductReview(ctx, args.input)
  },
  Customer: {
    reviews: (customer: CustomerRow, args: { pageSize?: number; currentPage?: number }, ctx: Ctx) =>
      customerReviews(ctx, customer.customer_id, args.pageSize ?? 20, args.currentPage ?? 1)
  },
  ProductReview: {
    verified_buyer: (review: ReviewRow, _: unknown, ctx: Ctx) => verifiedBuyer(ctx, review.review_id)
  }
};

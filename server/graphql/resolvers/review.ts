/** createProductReview, productReviewRatingsMetadata and Customer.reviews (Magento's ReviewGraphQl). */
import type { GraphQLContext } from '../context';
import type { CustomerRow } from '../../repositories/customer';
import {
  createProductReview, customerReviews, productReviewRatingsMetadata, recentProductReviews, type CreateProductReviewInput
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
  }
};

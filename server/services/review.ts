/**
 * Product reviews from shoppers (Magento's ReviewGraphQl): productReviewRatingsMetadata and
 * createProductReview, plus recentProductReviews (the retailer's reviews page). New reviews are saved
 * pending: they appear on the product and in the recent list only once approved.
 *
 * Rating ids are base64 of catalog_rating.rating_id; value ids are base64 of Magento's rating option id,
 * numbered as Magento's default ratings are: option (rating_id - 1) * 5 + value for values 1..5.
 */
import type { Db, Queryable } from '../db/client';
import type { RequestContext } from '../domain/context';
import { addCacheTags, perRequestLoader } from '../domain/context';
import { authorizationError, inputError, noSuchEntityError } from '../domain/errors';
import type { ReviewRow } from '../repositories/catalogReviews';
import { findProductIdsBySkus } from '../repositories/catalogProducts';
import { refreshReviewSummary } from '../repositories/catalogIndex';
import {
  countCustomerReviews, countRecentApprovedReviews, findReviewForModeration, insertPendingReview, listCustomerReviews, listPendingReviews,
  listRecentApprovedReviews, listReviewAuthorOrders, setReviewStatus, type ModeratedReviewRow, type ReviewStatus
} from '../repositories/review';
import { decodeUid, encodeUid, loadProducts, ratingAspects, storeLabel, validatePaging, type ProductRecord } from './catalog';
import { currentCustomerId } from './customerAuth';
import { configValue, storeConfigValues } from './storeConfig';
import { MESSAGE_MAX, NAME_MAX, NICKNAME_MAX } from './textLimits';

type Ctx = RequestContext;

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export const ratingOptionId = (ratingId: number, value: number) => (ratingId - 1) * RATING_VALUES.length + value;

export interface CreateProductReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: { id: string; value_id: string }[];
}

export async function productReviewRatingsMetadata(ctx: Ctx) {
  const values = await storeConfigValues(ctx, ctx.store.id);
  if (configValue(values, 'catalog/review/active', '1') === '0') return { items: [] };
  const ratings = await ratingAspects(ctx);
  return {
    items: ratings.map((rating) => ({
      id: encodeUid(rating.rating_id),
      name: storeLabel(rating.labels, ctx.store.id),
      values: RATING_VALUES.map((value) => ({ value_id: encodeUid(ratingOptionId(rating.rating_id, value)), value: String(value) }))
    }))
  };
}

/** The review as the ProductReview resolvers take it (with its product). */
export type ReviewOutput = ReviewRow & { product: ProductRecord };

export async function createProductReview(ctx: Ctx, input: CreateProductReviewInput): Promise<{ review: ReviewOutput }> {
  const values = await storeConfigValues(ctx, ctx.store.id);
  if (configValue(values, 'catalog/review/active', '1') === '0') throw inputError('REVIEWS_DISABLED', 'The product review feature is disabled.');
  const customerId = await currentCustomerId(ctx);
  if (customerId === null && configValue(values, 'catalog/review/allow_guest', '1') === '0') {
    throw authorizationError('GUEST_REVIEWS_NOT_ALLOWED', "Guest customers aren't allowed to add product reviews.");
  }
  const sku = input.sku?.trim() ?? '';
  const productId = (await findProductIdsBySkus(ctx.db, [sku])).get(sku);
  const [product] = productId === undefined ? [] : await loadProducts(ctx, [productId]);
  if (!product || product.visibility === 1) {
    throw noSuchEntityError('PRODUCT_NOT_FOUND', "The product that was requested doesn't exist. Verify the product and try again.");
  }
  const nickname = input.nickname?.trim() ?? '';
  const summary = input.summary?.trim() ?? '';
  const text = input.text?.trim() ?? '';
  if (!nickname) throw inputError('REQUIRED_FIELD_MISSING', 'Please enter a nickname.', { field: 'nickname' });
  if (!summary) throw inputError('REQUIRED_FIELD_MISSING', 'Please enter a review summary.', { field: 'summary' });
  if (!text) throw inputError('REQUIRED_FIELD_MISSING', 'Please enter a review.', { field: 'text' });
  if (nickname.length > NICKNAME_MAX || summary.length > NAME_MAX || text.length > MESSAGE_MAX) throw inputError('VALUE_TOO_LONG', 'The review is too long.');

  const aspects = await ratingAspects(ctx);
  const chosen: Record<string, number> = {};
  for (const rating of input.ratings ?? []) {
    const ratingId = decodeUid(rating.id);
    const aspect = aspects.find((a) => a.rating_id === ratingId);
    const optionId = decodeUid(rating.value_id);
    const value = aspect && optionId !== null ? optionId - (aspect.rating_id - 1) * RATING_VALUES.length : NaN;
    if (!aspect || !Number.isInteger(value) || value < 1 || value > RATING_VALUES.length) {
      throw inputError('INVALID_RATING', `Rating "${rating.id}" with value "${rating.value_id}" is not valid.`);
    }
    if (chosen[aspect.code] !== undefined) throw inputError('INVALID_RATING', `Rating "${rating.id}" is given more than once.`);
    chosen[aspect.code] = value;
  }
  const review = await insertPendingReview(ctx.db, {
    productId: product.id,
    storeId: ctx.store.id,
    customerId,
    nickname,
    summary,
    text,
    ratings: chosen
  });
  return { review: { ...review, product } };
}

/** Customer.reviews: the customer's own reviews, pending ones included. */
export async function customerReviews(ctx: Ctx, customerId: number, pageSize: number, currentPage: number) {
  if (!Number.isInteger(currentPage) || currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  if (!Number.isInteger(pageSize) || pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
  const [rows, total] = await Promise.all([
    listCustomerReviews(ctx.db, customerId, ctx.store.id, pageSize, (currentPage - 1) * pageSize),
    countCustomerReviews(ctx.db, customerId, ctx.store.id)
  ]);
  const products = new Map((await loadProducts(ctx, rows.map((r) => r.product_id))).map((p) => [p.id, p]));
  return {
    items: rows.filter((r) => products.has(r.product_id)).map((r) => ({ ...r, product: products.get(r.product_id)! })),
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(total / pageSize) }
  };
}

/**
 * recentProductReviews: the store view's newest approved reviews with their products (the retailer's
 * product reviews page). Nothing while reviews are switched off for the store view.
 */
export async function recentProductReviews(ctx: Ctx, pageSize: number, currentPage: number) {
  validatePaging(pageSize, currentPage);
  const values = await storeConfigValues(ctx, ctx.store.id);
  if (configValue(values, 'catalog/review/active', '1') === '0') {
    return { items: [], page_info: { page_size: pageSize, current_page: currentPage, total_pages: 0 } };
  }
  const [rows, total] = await Promise.all([
    listRecentApprovedReviews(ctx.db, ctx.store.id, pageSize, (currentPage - 1) * pageSize),
    countRecentApprovedReviews(ctx.db, ctx.store.id)
  ]);
  // Purged when a review is approved or rejected; the products add their own tags.
  addCacheTags(ctx, 'catalog_review');
  const products = new Map((await loadProducts(ctx, [...new Set(rows.map((r) => r.product_id))])).map((p) => [p.id, p]));
  return {
    items: rows.filter((r) => products.has(r.product_id)).map((r) => ({ ...r, product: products.get(r.product_id)! })),
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(total / pageSize) }
  };
}

/**
 * ProductReview.verified_buyer, the one place the store decides it. A trader who gives access to
 * consumer reviews must say whether and how it ensures they come from consumers who used or bought the
 * product (Directive 2005/29/EC art. 7(6) and Annex I point 23b, inserted by Directive (EU) 2019/2161
 * art. 3; in Romania Legea 363/2007 as amended by OUG 58/2022). This store marks a review as written by
 * a verified buyer when, and only when:
 *   - it was written from a customer account (a guest's review never is: nothing ties it to an order);
 *   - that account had placed an order holding the reviewed product, or a variant of it (a configurable
 *     is sold as its variants), before the review was written;
 *   - that order was not canceled (any other state counts: placed, paid, shipped, complete).
 * It is read when asked, so an order canceled later takes the mark away. Batched: a page of reviews
 * asks the database once.
 */
export function verifiedBuyer(ctx: { db: Queryable; loaders: RequestContext['loaders'] }, reviewId: number): Promise<boolean> {
  return perRequestLoader<number, boolean>(ctx, 'review.verifiedBuyer', async (ids) => {
    const orders = await listReviewAuthorOrders(ctx.db, ids);
    const verified = new Set(orders.filter((o) => o.order_state !== 'canceled' && o.ordered_at < o.reviewed_at).map((o) => o.review_id));
    return ids.map((id) => verified.has(id));
  }).load(reviewId);
}

// ---------------------------------------------------------------------------------------------------
// Moderation, without an admin panel (npm run review): a review written in the shop is pending until
// the retailer approves it; only approved reviews are shown (a product's reviews, its review count and
// rating, recentProductReviews), a customer sees their own in Customer.reviews whatever their status.
// ---------------------------------------------------------------------------------------------------

export interface ReviewForModerator extends ModeratedReviewRow {
  verified_buyer: boolean;
}

/** The reviews waiting for the retailer, oldest first, each with its verified-buyer mark. */
export async function pendingReviews(db: Db, limit = 100): Promise<ReviewForModerator[]> {
  const rows = await listPendingReviews(db, limit);
  const ctx = { db, loaders: new Map() };
  return Promise.all(rows.map(async (row) => ({ ...row, verified_buyer: await verifiedBuyer(ctx, row.review_id) })));
}

export interface ReviewDecision {
  review: ReviewForModerator;
  from: ReviewStatus;
  to: ReviewStatus;
}

/**
 * Approves or rejects a review (Magento's Approved / Not Approved): an approved review appears on its
 * product in its store view and counts in the product's rating; a rejected one (approved before or
 * not) disappears from them. One transaction: the status and the product's listing row change together.
 */
export async function moderateReview(db: Db, reviewId: number, decision: 'approved' | 'rejected'): Promise<ReviewDecision> {
  if (!Number.isInteger(reviewId) || reviewId < 1) throw new Error(`"${reviewId}" is not a review id`);
  return db.transaction(async (tx) => {
    const review = await findReviewForModeration(tx, reviewId, true);
    if (!review) throw new Error(`There is no review ${reviewId}.`);
    if (review.status !== decision) {
      await setReviewStatus(tx, reviewId, decision);
      await refreshReviewSummary(tx, review.product_id, review.store_id);
    }
    const verified = await verifiedBuyer({ db: tx, loaders: new Map() }, reviewId);
    return { review: { ...review, status: decision, verified_buyer: verified }, from: review.status, to: decision };
  });
}

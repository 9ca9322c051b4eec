/** Reviews written by shoppers (createProductReview) in B's catalog_review table, saved pending moderation. */
import type { Queryable } from '../db/client';
import type { ReviewRow } from './catalogReviews';

export interface NewReview {
  productId: number;
  storeId: number;
  customerId: number | null;
  nickname: string;
  summary: string;
  text: string;
  /** Rating code → 1..5, as catalog_review.ratings. */
  ratings: Record<string, number>;
}

const REVIEW_COLUMNS = `review_id, product_id, nickname, summary, text, ratings,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at`;

export async function insertPendingReview(db: Queryable, review: NewReview): Promise<ReviewRow> {
  const row = await db.one<ReviewRow & Record<string, unknown>>(
    `INSERT INTO catalog_review (product_id, store_id, status, nickname, summary, text, ratings, customer_id)
     VALUES ($1, $2, 'pending', $3, $4, $5, $6::jsonb, $7)
     RETURNING ${REVIEW_COLUMNS}`,
    [review.productId, review.storeId, review.nickname, review.summary, review.text, JSON.stringify(review.ratings), review.customerId]
  );
  return row!;
}

/** A customer's own reviews in a store view, newest first, whatever their moderation status. */
export async function listCustomerReviews(db: Queryable, customerId: number, storeId: number, limit: number, offset: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow & Record<string, unknown>>(
    `SELECT ${REVIEW_COLUMNS} FROM catalog_review WHERE customer_id = $1 AND store_id = $2
      ORDER BY created_at DESC, review_id DESC LIMIT $3 OFFSET $4`,
    [customerId, storeId, limit, offset]
  );
}

export async function countCustomerReviews(db: Queryable, customerId: number, storeId: number): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM catalog_review WHERE customer_id = $1 AND store_id = $2', [customerId, storeId]);
  return row?.n ?? 0;
}

/**
 * The newest approved reviews of a store view, of products listed in it (catalog_product_index holds
 * one row per visible product per store view), newest first.
 */
export async function listRecentApprovedReviews(db: Queryable, storeId: number, limit: number, offset: number): Promise<ReviewRow[]> {
  return db.query<ReviewRow & Record<string, unknown>>(
    `SELECT r.review_id, r.product_id, r.nickname, r.summary, r.text, r.ratings,
            to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at
       FROM catalog_review r
       JOIN catalog_product_index i ON i.store_id = r.store_id AND i.product_id = r.product_id
      WHERE r.store_id = $1 AND r.status = 'approved'
      ORDER BY r.created_at DESC, r.review_id DESC
      LIMIT $2 OFFSET $3`,
    [storeId, limit, offset]
  );
}

export async function countRecentApprovedReviews(db: Queryable, storeId: number): Promise<number> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM catalog_review r
       JOIN catalog_product_index i ON i.store_id = r.store_id AND i.product_id = r.product_id
      WHERE r.store_id = $1 AND r.status = 'approved'`,
    [storeId]
  );
  return row?.n ?? 0;
}

/** An order of a review's author that holds the reviewed product, itself or as a variant of it. */
export interface ReviewAuthorOrderRow {
  review_id: number;
  /** sales_order.state ('new', 'processing', 'complete', 'canceled'). */
  order_state: string;
  /** When the order was placed and when the review was written: UTC, to the microsecond, fixed width (compare as strings). */
  ordered_at: string;
  reviewed_at: string;
}

const EXACT_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * For each review written from a customer account, the orders of that account holding the reviewed
 * product: as the line's product (a simple product) or as the line's parent (a configurable whose
 * variant was sold). Guest reviews have none. What counts as a verified buyer is decided by
 * services/review.ts (verifiedBuyer).
 */
export async function listReviewAuthorOrders(db: Queryable, reviewIds: readonly number[]): Promise<ReviewAuthorOrderRow[]> {
  if (!reviewIds.length) return [];
  return db.query<ReviewAuthorOrderRow & Record<string, unknown>>(
    `SELECT DISTINCT r.review_id, o.state AS order_state,
            to_char(o.created_at AT TIME ZONE 'UTC', ${EXACT_UTC}) AS ordered_at,
            to_char(r.created_at AT TIME ZONE 'UTC', ${EXACT_UTC}) AS reviewed_at
       FROM catalog_review r
       JOIN sales_order o ON o.customer_id = r.customer_id
       JOIN sales_order_item i ON i.order_id = o.order_id AND (i.product_id = r.product_id OR i.parent_product_id = r.product_id)
      WHERE r.review_id = ANY ($1::int[]) AND r.customer_id IS NOT NULL`,
    [reviewIds]
  );
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review as its moderator sees it: where it was written, by whom, about what. */
export interface ModeratedReviewRow {
  review_id: number;
  product_id: number;
  store_id: number;
  store_code: string;
  status: ReviewStatus;
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  customer_id: number | null;
  created_at: string;
}

const MODERATED_REVIEW = `SELECT r.review_id, r.product_id, r.store_id, s.code AS store_code, r.status, p.sku, r.nickname, r.summary, r.text,
    r.customer_id, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at
  FROM catalog_review r JOIN catalog_product p ON p.product_id = r.product_id JOIN store s ON s.store_id = r.store_id`;

/** One review for moderation; `lock` holds it until the transaction ends. */
export async function findReviewForModeration(db: Queryable, reviewId: number, lock = false): Promise<ModeratedReviewRow | undefined> {
  return db.one<ModeratedReviewRow & Record<string, unknown>>(`${MODERATED_REVIEW} WHERE r.review_id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [reviewId]);
}

/** The reviews waiting for a moderator, oldest first. */
export async function listPendingReviews(db: Queryable, limit: number): Promise<ModeratedReviewRow[]> {
  return db.query<ModeratedReviewRow & Record<string, unknown>>(`${MODERATED_REVIEW} WHERE r.status = 'pending' ORDER BY r.created_at, r.review_id LIMIT $1`, [limit]);
}

/** Moderation (services/review.ts moderateReview, and tests). */
export async function setReviewStatus(db: Queryable, reviewId: number, status: ReviewStatus): Promise<void> {
  await db.query('UPDATE catalog_review SET status = $2 WHERE review_id = $1', [reviewId, status]);
}

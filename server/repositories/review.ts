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

/** Moderation (admin tools and tests). */
export async function setReviewStatus(db: Queryable, reviewId: number, status: 'pending' | 'approved' | 'rejected'): Promise<void> {
  await db.query('UPDATE catalog_review SET status = $2 WHERE review_id = $1', [reviewId, status]);
}

/** Approved product reviews of a store view, and the rating aspects (quality, value, price). */
import type { Queryable } from '../db/client';

export interface ReviewRow {
  review_id: number;
  product_id: number;
  nickname: string;
  summary: string;
  text: string;
  ratings: Record<string, number>;
  created_at: string;
}

export interface RatingRow {
  rating_id: number;
  code: string;
  labels: Record<string, string>;
  position: number;
}

/**
 * One page of reviews for each product (newest first): a window function numbers each product's
 * reviews so that all products' pages come back in one query.
 */
export async function findReviewPages(
  db: Queryable, storeId: number, productIds: readonly number[], pageSize: number, offset: number
): Promise<ReviewRow[]> {
  if (!productIds.length) return [];
  return db.query<ReviewRow & Record<string, unknown>>(
    `SELECT review_id, product_id, nickname, summary, text, ratings, created_at FROM (
       SELECT r.review_id, r.product_id, r.nickname, r.summary, r.text, r.ratings,
              to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at,
              row_number() OVER (PARTITION BY r.product_id ORDER BY r.created_at DESC, r.review_id DESC) AS n
         FROM catalog_review r
        WHERE r.store_id = $1 AND r.status = 'approved' AND r.product_id = ANY ($2::int[])
     ) ranked
     WHERE n > $3 AND n <= $3 + $4
     ORDER BY product_id, n`,
    [storeId, productIds, offset, pageSize]
  );
}

export async function countReviews(db: Queryable, storeId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db.query<{ product_id: number; count: number }>(
    `SELECT product_id, count(*)::int AS count FROM catalog_review
      WHERE store_id = $1 AND status = 'approved' AND product_id = ANY ($2::int[]) GROUP BY product_id`,
    [storeId, productIds]
  );
  return new Map(rows.map((r) => [r.product_id, r.count]));
}

export async function listRatings(db: Queryable): Promise<RatingRow[]> {
  return db.query<RatingRow & Record<string, unknown>>('SELECT rating_id, code, labels, position FROM catalog_rating ORDER BY position');
}

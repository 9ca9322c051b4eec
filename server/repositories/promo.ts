/** The retailer's active promo row. */
import type { Queryable } from '../db/client';

export interface ActivePromoRow extends Record<string, unknown> {
  promo_id: number;
  store_id: number;
  name: string;
  status: boolean;
  image: string;
  special_category_ids: number[];
}

/** The promo shown in a store view: its own row first, then the all-stores row. */
export async function findActivePromo(db: Queryable, storeId: number): Promise<ActivePromoRow | undefined> {
  return db.one<ActivePromoRow>(
    `SELECT promo_id, store_id, name, status, image, special_category_ids FROM active_promo
      WHERE store_id IN (0, $1) ORDER BY store_id DESC, sort_order, promo_id LIMIT 1`,
    [storeId]
  );
}


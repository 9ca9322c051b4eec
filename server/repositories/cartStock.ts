/** Stock of simple products (catalog_product.quantity / stock_status) as the cart and checkout see it. */
import type { Queryable } from '../db/client';

/**
 * Takes `quantity` units of a product, only if that many are in stock: one conditional UPDATE, so two
 * checkouts racing for the last units cannot both succeed (on PostgreSQL the second UPDATE waits for
 * the first's row lock and then re-checks the condition). Returns false when not enough stock is left.
 */
export async function takeStock(db: Queryable, productId: number, quantity: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE catalog_product
        SET quantity = quantity - $2,
            stock_status = CASE WHEN quantity - $2 <= 0 THEN 'OUT_OF_STOCK' ELSE stock_status END,
            updated_at = now()
      WHERE product_id = $1 AND stock_status = 'IN_STOCK' AND quantity >= $2
      RETURNING quantity`,
    [productId, quantity]
  );
  return rows.length === 1;
}

/** Puts units back (a canceled order): the product is in stock again. */
export async function returnStock(db: Queryable, productId: number, quantity: number): Promise<void> {
  await db.query(
    `UPDATE catalog_product SET quantity = quantity + $2, stock_status = CASE WHEN quantity + $2 > 0 THEN 'IN_STOCK' ELSE stock_status END, updated_at = now()
      WHERE product_id = $1`,
    [productId, quantity]
  );
}

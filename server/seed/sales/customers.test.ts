/**
 * The seeded customers' past (seed/sales/customers.ts): about a third of the reviews are theirs and
 * show the verified-buyer mark, the rest are guests'; their orders are stored as checkout stores them
 * and add up.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { verifiedBuyer } from '../../services/review';

const t = testAppForFile();

test('a third of the reviews are seeded customers\', each written after ordering the product; all of those and only those are verified', async () => {
  const reviews = await t.db.query<{ review_id: number; customer_id: number | null }>('SELECT review_id, customer_id FROM catalog_review ORDER BY review_id');
  const byCustomers = reviews.filter((r) => r.customer_id !== null);
  expect(byCustomers.length / reviews.length).toBeGreaterThan(0.25);
  expect(byCustomers.length / reviews.length).toBeLessThan(0.42);
  const ctx = { db: t.db, loaders: new Map() };
  const marks = await Promise.all(reviews.map((r) => verifiedBuyer(ctx, r.review_id)));
  expect(reviews.filter((r, i) => marks[i] !== (r.customer_id !== null))).toEqual([]);
  // A customer's reviews carry the customer's first name, and come after a delivered order of the product.
  const unordered = await t.db.query(
    `SELECT r.review_id FROM catalog_review r JOIN customer c ON c.customer_id = r.customer_id
      WHERE r.nickname <> c.firstname OR NOT EXISTS (
        SELECT 1 FROM sales_order o JOIN sales_order_item i ON i.order_id = o.order_id
         WHERE o.customer_id = r.customer_id AND o.state = 'complete' AND o.updated_at < r.created_at
           AND (i.product_id = r.product_id OR i.parent_product_id = r.product_id))`
  );
  expect(unordered).toEqual([]);
});

test('twenty customers with an address and complete orders that add up, invoiced, shipped, their points credited', async () => {
  const customers = await t.db.query<{ email: string; orders: number; default_shipping: number | null }>(
    `SELECT c.email, c.default_shipping, (SELECT count(*)::int FROM sales_order o WHERE o.customer_id = c.customer_id) AS orders
       FROM customer c ORDER BY c.customer_id`
  );
  expect(customers).toHaveLength(20);
  for (const customer of customers) {
    expect(customer.email).toMatch(/^[a-z]+\.[a-z]+@example\.net$/);
    expect(customer.default_shipping).not.toBeNull();
    expect(customer.orders).toBeGreaterThan(0);
  }
  const problems = await t.db.query(
    `WITH items AS (
       SELECT order_id, sum(row_total_incl_tax) AS incl, sum(row_total_excl_tax) AS excl, sum(tax_amount) AS tax, sum(quantity)::int AS qty
         FROM sales_order_item GROUP BY order_id
     )
     SELECT o.increment_id FROM sales_order o JOIN items i ON i.order_id = o.order_id
      WHERE o.state <> 'complete' OR o.customer_id IS NULL
         OR i.incl <> o.subtotal_incl_tax OR i.excl <> o.subtotal_excl_tax OR i.qty <> o.total_qty
         OR o.subtotal_incl_tax - o.discount_amount + o.shipping_incl_tax <> o.grand_total
         OR i.tax + (o.shipping_incl_tax - o.shipping_excl_tax) <> o.tax_amount
         OR (SELECT sum((t->>'amount')::numeric) FROM jsonb_array_elements(o.taxes) t) <> o.tax_amount
         OR o.shipping_incl_tax <> CASE WHEN o.subtotal_incl_tax >= 250 THEN 0 ELSE 19.99 END
         OR NOT EXISTS (SELECT 1 FROM sales_invoice v WHERE v.order_id = o.order_id AND v.grand_total = o.grand_total)
         OR NOT EXISTS (SELECT 1 FROM sales_shipment s WHERE s.order_id = o.order_id AND s.total_qty = o.total_qty AND s.created_at > o.created_at)
         OR coalesce((SELECT sum(points) FROM reward_points_history h WHERE h.order_id = o.order_id), 0) <> o.reward_points
         OR NOT (o.created_at < o.delivered_at AND o.delivered_at = o.updated_at AND o.updated_at < now())
         OR (SELECT array_agg(h.status ORDER BY h.history_id) FROM sales_order_status_history h WHERE h.order_id = o.order_id) <> ARRAY['shipped', 'complete']`
  );
  expect(problems).toEqual([]);
  // Numbered as they were placed, in each store view.
  const orders = await t.db.query<{ store_id: number; increment_id: string }>('SELECT store_id, increment_id FROM sales_order ORDER BY created_at, order_id');
  for (const storeId of [1, 2]) {
    const numbers = orders.filter((o) => o.store_id === storeId).map((o) => o.increment_id);
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).toEqual([...numbers].sort());
  }
});

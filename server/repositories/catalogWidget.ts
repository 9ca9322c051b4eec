/**
 * The products of a Catalog Products List widget (Magento\CatalogWidget\Block\Product\ProductsList): the
 * view's visible, enabled and in-stock products (the listing index holds only visible, enabled ones)
 * that satisfy the widget's rule, in the widget's sort order.
 */
import type { Queryable } from '../db/client';

/** A widget rule as Magento keeps it (CatalogWidget Rule: Combine and Product conditions). */
export type WidgetCondition =
  | {
      type: 'combine';
      /** 'all': every condition must hold; 'any': one is enough. */
      aggregator: 'all' | 'any';
      /** true: "...of these conditions are TRUE"; false: "...are FALSE". */
      value: boolean;
      conditions: WidgetCondition[];
    }
  | { type: 'product'; attribute: string; operator: string; value: string };

/**
 * Page Builder's sort options of the Products content type (Magento\PageBuilder\Model\Catalog\Sorting),
 * and 'default': the widget's own order when it names none (newest product id first).
 */
export const WIDGET_SORT_ORDERS = [
  'default',
  'position',
  'position_by_sku',
  'date_newest_top',
  'date_oldest_top',
  'name_ascending',
  'name_descending',
  'sku_ascending',
  'sku_descending',
  'price_high_to_low',
  'price_low_to_high',
  'low_stock_first',
  'high_stock_first'
] as const;
export type WidgetSortOrder = (typeof WIDGET_SORT_ORDERS)[number];

export interface WidgetProductRow extends Record<string, unknown> {
  product_id: number;
  sku: string;
  name: string;
  url_key: string;
  type_id: string;
  /** File under media/catalog/product ('/a/b/file.jpg'), or null. */
  image: string | null;
  min_price: number;
  min_regular_price: number;
  rating_summary: number;
  review_count: number;
}

export interface WidgetProductQuery {
  storeId: number;
  rule: WidgetCondition;
  sort: WidgetSortOrder;
  limit: number;
}

const ORDER_BY: Record<WidgetSortOrder, string> = {
  default: 'i.product_id DESC',
  // The product's place in the catalogue's listing order (the category listing's "position").
  position: 'i.position, i.product_id',
  // Filled in by skuOrder() when the rule names SKUs; else the listing order.
  position_by_sku: 'i.position, i.product_id',
  date_newest_top: 'p.created_at DESC, i.product_id DESC',
  date_oldest_top: 'p.created_at, i.product_id',
  name_ascending: 'i.name_sort, i.product_id',
  name_descending: 'i.name_sort DESC, i.product_id DESC',
  sku_ascending: 'lower(i.sku), i.product_id',
  sku_descending: 'lower(i.sku) DESC, i.product_id DESC',
  price_high_to_low: 'i.min_price DESC, i.product_id DESC',
  price_low_to_high: 'i.min_price, i.product_id',
  low_stock_first: 'p.quantity, i.product_id',
  high_stock_first: 'p.quantity DESC, i.product_id DESC'
};

const list = (value: string): string[] =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** Binds a value and returns its placeholder. */
function bind(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

const NUMERIC_OPERATORS: Record<string, string> = { '==': '=', '!=': '<>', '>=': '>=', '<=': '<=', '>': '>', '<': '<' };

function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
}

/**
 * One product condition as SQL. The attributes the store's widgets use: category (anchor categories
 * take their children's products: the index lists them), SKU and price; any other matches nothing.
 */
function productConditionSql(condition: Extract<WidgetCondition, { type: 'product' }>, params: unknown[]): string {
  const { attribute, operator, value } = condition;
  if (attribute === 'category_ids') {
    const ids = list(value).map(Number).filter(Number.isInteger);
    const overlaps = `i.category_ids && ${bind(params, ids)}::int[]`;
    if (operator === '==' || operator === '()') return overlaps;
    if (operator === '!=' || operator === '!()') return `NOT (${overlaps})`;
    return 'FALSE';
  }
  if (attribute === 'sku') {
    // SKUs compare without regard to case (Magento's MySQL collation); a list is found through the
    // products' lower(sku) index.
    const listed = (skus: string[]) =>
      `i.product_id IN (SELECT s.product_id FROM catalog_product s WHERE lower(s.sku) = ANY(${bind(params, skus.map((sku) => sku.toLowerCase()))}::text[]))`;
    switch (operator) {
      case '==':
        return listed([value.trim()]);
      case '!=':
        return `NOT ${listed([value.trim()])}`;
      case '()':
        return listed(list(value));
      case '!()':
        return `NOT ${listed(list(value))}`;
      case '{}':
        return `lower(i.sku) LIKE ${bind(params, likePattern(value.trim()))}`;
      case '!{}':
        return `lower(i.sku) NOT LIKE ${bind(params, likePattern(value.trim()))}`;
      default:
        return 'FALSE';
    }
  }
  if (attribute === 'price') {
    const sqlOperator = NUMERIC_OPERATORS[operator];
    const amount = Number(value);
    if (!sqlOperator || value.trim() === '' || !Number.isFinite(amount)) return 'FALSE';
    return `i.min_price ${sqlOperator} ${bind(params, amount)}`;
  }
  return 'FALSE';
}

/** A rule as SQL: a combine holds when all (or any) of its conditions are true (or false). */
function conditionSql(condition: WidgetCondition, params: unknown[]): string {
  if (condition.type === 'product') return productConditionSql(condition, params);
  const parts = condition.conditions.map((child) => {
    const sql = conditionSql(child, params);
    return condition.value ? sql : `NOT (${sql})`;
  });
  if (parts.length === 0) return 'TRUE';
  return `(${parts.join(condition.aggregator === 'all' ? ' AND ' : ' OR ')})`;
}

/** The SKUs a rule lists ("SKU is one of"), in the order written: position_by_sku keeps it. */
function listedSkus(condition: WidgetCondition): string[] {
  if (condition.type === 'product') {
    return condition.attribute === 'sku' && (condition.operator === '()' || condition.operator === '==') ? list(condition.value) : [];
  }
  return condition.value ? condition.conditions.flatMap(listedSkus) : [];
}

/** Sort orders on the product's own columns (created_at, quantity): the selection joins the product. */
const BY_PRODUCT_COLUMNS: ReadonlySet<WidgetSortOrder> = new Set(['date_newest_top', 'date_oldest_top', 'low_stock_first', 'high_stock_first']);

/**
 * The products, chosen first (the limit applied to the listing index alone, walking the position or
 * newest-product index for the common orders: a few rows read, not the catalogue), then their details.
 */
export async function findWidgetProducts(db: Queryable, query: WidgetProductQuery): Promise<WidgetProductRow[]> {
  const params: unknown[] = [query.storeId, query.limit];
  const where = conditionSql(query.rule, params);
  let orderBy = ORDER_BY[query.sort];
  const skus = query.sort === 'position_by_sku' ? listedSkus(query.rule).map((sku) => sku.toLowerCase()) : [];
  if (skus.length) orderBy = `array_position(${bind(params, skus)}::text[], lower(i.sku)), ${orderBy}`;
  const byProduct = BY_PRODUCT_COLUMNS.has(query.sort);
  return db.query<WidgetProductRow>(
    `SELECT i.product_id, i.sku, i.name, i.url_key, p.type_id, p.image,
            i.min_price::float8 AS min_price, i.min_regular_price::float8 AS min_regular_price,
            i.rating_summary::float8 AS rating_summary, i.review_count
       FROM (SELECT i.* FROM catalog_product_index i
             ${byProduct ? 'JOIN catalog_product p ON p.product_id = i.product_id' : ''}
              WHERE i.store_id = $1 AND i.in_stock AND ${where}
              ORDER BY ${orderBy}
              LIMIT $2) i
       JOIN catalog_product p ON p.product_id = i.product_id
      ORDER BY ${orderBy}`,
    params
  );
}

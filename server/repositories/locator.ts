/** Shop locator rows (Mageplaza Store Locator's mageplaza_storelocator_location). */
import type { Queryable } from '../db/client';

export interface StoreLocationRow extends Record<string, unknown> {
  location_id: number;
  name: string;
  status: number;
  description: string;
  store_ids: string;
  city: string;
  country: string;
  street: string;
  state_province: string;
  postal_code: string;
  url_key: string;
  latitude: number | string;
  longitude: number | string;
  phone_one: string;
  phone_two: string;
  website: string;
  is_config_website: number;
  fax: string;
  email: string;
  images: string;
  is_default_store: number;
  time_zone: string;
  is_config_time_zone: number;
  sort_order: number;
  product_ids: string;
  is_show_product_page: number;
  is_selected_all_product: number;
  operation_mon: string;
  operation_tue: string;
  operation_wed: string;
  operation_thu: string;
  operation_fri: string;
  operation_sat: string;
  operation_sun: string;
  created_at: Date;
  updated_at: Date;
}

/** Columns a FilterTypeInput may address; anything else is rejected before it reaches SQL. */
export const LOCATION_FILTER_COLUMNS = [
  'location_id', 'name', 'status', 'description', 'store_ids', 'city', 'country', 'street', 'state_province',
  'postal_code', 'url_key', 'latitude', 'longitude', 'phone_one', 'phone_two', 'website', 'is_config_website', 'fax',
  'email', 'images', 'is_default_store', 'time_zone', 'is_config_time_zone', 'sort_order', 'product_ids',
  'is_show_product_page', 'is_selected_all_product'
] as const;
export type LocationFilterColumn = (typeof LOCATION_FILTER_COLUMNS)[number];

/** One condition of Magento's FilterTypeInput (eq, neq, like, in, nin, gt, gteq, lt, lteq, ...). */
export interface LocationCondition {
  column: LocationFilterColumn;
  operator: 'eq' | 'neq' | 'like' | 'nlike' | 'in' | 'nin' | 'gt' | 'gteq' | 'lt' | 'lteq' | 'from' | 'to' | 'null' | 'notnull' | 'finset';
  value: unknown;
}

const SQL_OPERATORS: Record<string, string> = {
  eq: '=', neq: '<>', like: 'ILIKE', nlike: 'NOT ILIKE', gt: '>', gteq: '>=', lt: '<', lteq: '<=', from: '>=', to: '<='
};

export async function listStoreLocations(
  db: Queryable,
  storeId: number,
  conditions: readonly LocationCondition[],
  limit: number,
  offset: number
): Promise<{ rows: StoreLocationRow[]; total: number }> {
  const params: unknown[] = [String(storeId)];
  // Visible in the store view: store_ids holds '0' (all) or a comma-separated list of store ids.
  const where = [`('0' = ANY(string_to_array(store_ids, ',')) OR $1 = ANY(string_to_array(store_ids, ',')))`];
  for (const c of conditions) {
    if (!(LOCATION_FILTER_COLUMNS as readonly string[]).includes(c.column)) continue;
    const col = `${c.column}::text`;
    if (c.operator === 'in' || c.operator === 'nin') {
      const values = (Array.isArray(c.value) ? c.value : [c.value]).map(String);
      params.push(values);
      where.push(`${c.operator === 'nin' ? 'NOT ' : ''}(${col} = ANY($${params.length}::text[]))`);
    } else if (c.operator === 'null') {
      where.push(`(${c.column} IS NULL OR ${col} = '')`);
    } else if (c.operator === 'notnull') {
      where.push(`(${c.column} IS NOT NULL AND ${col} <> '')`);
    } else if (c.operator === 'finset') {
      params.push(String(c.value));
      where.push(`$${params.length} = ANY(string_to_array(${col}, ','))`);
    } else {
      const numeric = ['gt', 'gteq', 'lt', 'lteq', 'from', 'to'].includes(c.operator);
      params.push(String(c.value));
      where.push(numeric
        ? `${c.column}::numeric ${SQL_OPERATORS[c.operator]} $${params.length}::numeric`
        : `${col} ${SQL_OPERATORS[c.operator]} $${params.length}`);
    }
  }
  const whereSql = where.join(' AND ');
  const [rows, count] = await Promise.all([
    db.query<StoreLocationRow>(
      `SELECT * FROM store_location WHERE ${whereSql} ORDER BY sort_order, location_id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset]
    ),
    db.one<{ total: number }>(`SELECT count(*)::int AS total FROM store_location WHERE ${whereSql}`, params)
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The id of the same shop (the same URL key) as shown in another store view, if it is shown there. */
export async function findLocationTwinId(db: Queryable, locationId: number, toStoreId: number): Promise<number | null> {
  const row = await db.one<{ location_id: number }>(
    `SELECT t.location_id FROM store_location s JOIN store_location t ON t.url_key = s.url_key
      WHERE s.location_id = $1 AND t.status = 1 AND ('0' = ANY(string_to_array(t.store_ids, ',')) OR $2::text = ANY(string_to_array(t.store_ids, ',')))
      ORDER BY t.location_id LIMIT 1`,
    [locationId, toStoreId]
  );
  return row?.location_id ?? null;
}

/** Store views (Magento "stores") with their group and website. */
import type { Queryable } from '../db/client';
import type { StoreView } from '../domain/context';

interface StoreRow extends Record<string, unknown> {
  store_id: number;
  code: string;
  name: string;
  locale: string;
  path_prefix: string;
  website_id: number;
  group_id: number;
  group_code: string;
  group_name: string;
  root_category_id: number;
  base_currency_code: string;
  default_display_currency_code: string;
  available_currency_codes: string[];
  sort_order: number;
}

const SELECT_STORE = `
  SELECT s.store_id, s.code, s.name, s.locale, s.path_prefix, s.website_id, s.group_id,
         g.code AS group_code, g.name AS group_name, g.root_category_id,
         s.base_currency_code, s.default_display_currency_code, s.available_currency_codes, s.sort_order
    FROM store s JOIN store_group g ON g.group_id = s.group_id
   WHERE s.is_active`;

const toStoreView = (r: StoreRow): StoreView => ({
  id: r.store_id,
  code: r.code,
  name: r.name,
  locale: r.locale,
  pathPrefix: r.path_prefix,
  websiteId: r.website_id,
  groupId: r.group_id,
  groupCode: r.group_code,
  groupName: r.group_name,
  rootCategoryId: r.root_category_id,
  baseCurrencyCode: r.base_currency_code,
  defaultDisplayCurrencyCode: r.default_display_currency_code,
  availableCurrencyCodes: r.available_currency_codes,
  sortOrder: r.sort_order
});

export async function listStoreViews(db: Queryable): Promise<StoreView[]> {
  const rows = await db.query<StoreRow>(`${SELECT_STORE} ORDER BY s.sort_order, s.store_id`);
  return rows.map(toStoreView);
}

export async function findStoreViewByCode(db: Queryable, code: string): Promise<StoreView | undefined> {
  const row = await db.one<StoreRow>(`${SELECT_STORE} AND s.code = $1`, [code]);
  return row && toStoreView(row);
}

export async function findStoreViewById(db: Queryable, storeId: number): Promise<StoreView | undefined> {
  const row = await db.one<StoreRow>(`${SELECT_STORE} AND s.store_id = $1`, [storeId]);
  return row && toStoreView(row);
}

export interface WebsiteRow extends Record<string, unknown> {
  website_id: number;
  code: string;
  name: string;
  /** The group whose first store view is the website's default. */
  default_group_id: number;
}

/** The website of a store view, with its default group (the lowest group id, as Magento's installer sets it). */
export async function findWebsite(db: Queryable, websiteId: number): Promise<WebsiteRow | undefined> {
  return db.one<WebsiteRow>(
    `SELECT w.website_id, w.code, w.name,
            COALESCE((SELECT min(g.group_id) FROM store_group g WHERE g.website_id = w.website_id), 0) AS default_group_id
       FROM store_website w WHERE w.website_id = $1`,
    [websiteId]
  );
}

/** The default store view of a group: the active one with the lowest sort order, then id. */
export async function findDefaultStoreIdOfGroup(db: Queryable, groupId: number): Promise<number | undefined> {
  const row = await db.one<{ store_id: number }>(
    'SELECT store_id FROM store WHERE group_id = $1 AND is_active ORDER BY sort_order, store_id LIMIT 1',
    [groupId]
  );
  return row?.store_id;
}

/** Shop locator answers in Mageplaza Store Locator's shape (every value a string, as its resolver returns). */
import type { RequestContext } from '../domain/context';
import { addCacheTags } from '../domain/context';
import { inputError } from '../domain/errors';
import {
  LOCATION_FILTER_COLUMNS,
  listStoreLocations,
  type LocationCondition,
  type LocationFilterColumn,
  type StoreLocationRow
} from '../repositories/locator';
import { configValue, storeConfigValues } from './storeConfig';
import { magentoDate } from './blog';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store' | 'cache'>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const OPERATION_COLUMNS = ['operation_mon', 'operation_tue', 'operation_wed', 'operation_thu', 'operation_fri', 'operation_sat', 'operation_sun'] as const;

export type FilterTypeInput = Partial<Record<LocationCondition['operator'] | 'moreq', string | string[] | null>>;

/** MpStoreLocatorLocationsFilterInput to repository conditions; unknown operators are ignored as Magento does. */
export function toConditions(filter: Record<string, FilterTypeInput | null> | null | undefined): LocationCondition[] {
  const conditions: LocationCondition[] = [];
  for (const [column, ops] of Object.entries(filter ?? {})) {
    if (!ops || !(LOCATION_FILTER_COLUMNS as readonly string[]).includes(column)) continue;
    for (const [operator, value] of Object.entries(ops)) {
      if (value === null || value === undefined) continue;
      const op = operator === 'moreq' ? 'gteq' : operator;
      conditions.push({ column: column as LocationFilterColumn, operator: op as LocationCondition['operator'], value });
    }
  }
  return conditions;
}

const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

export function locationOutput(row: StoreLocationRow) {
  return {
    location_id: String(row.location_id),
    name: row.name,
    status: String(row.status),
    description: row.description,
    store_ids: row.store_ids,
    city: row.city,
    country: row.country,
    street: row.street,
    state_province: row.state_province,
    postal_code: row.postal_code,
    url_key: row.url_key,
    latitude: str(Number(row.latitude)),
    longitude: str(Number(row.longitude)),
    phone_one: row.phone_one,
    phone_two: row.phone_two,
    website: row.website,
    is_config_website: String(row.is_config_website),
    fax: row.fax,
    email: row.email,
    images: row.images,
    is_default_store: String(row.is_default_store),
    time_zone: row.time_zone,
    is_config_time_zone: String(row.is_config_time_zone),
    sort_order: String(row.sort_order),
    created_at: magentoDate(row.created_at),
    updated_at: magentoDate(row.updated_at),
    product_ids: row.product_ids,
    is_show_product_page: String(row.is_show_product_page),
    is_selected_all_product: String(row.is_selected_all_product),
    operation_mon: row.operation_mon,
    operation_tue: row.operation_tue,
    operation_wed: row.operation_wed,
    operation_thu: row.operation_thu,
    operation_fri: row.operation_fri,
    operation_sat: row.operation_sat,
    operation_sun: row.operation_sun
  };
}

export async function listLocations(
  ctx: Ctx,
  args: { filter?: Record<string, FilterTypeInput | null> | null; pageSize?: number | null; currentPage?: number | null }
) {
  const pageSize = args.pageSize ?? 5;
  const currentPage = args.currentPage ?? 1;
  if (pageSize < 1) throw inputError('INVALID_PAGINATION', 'pageSize value must be greater than 0.');
  if (currentPage < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  const { rows, total } = await listStoreLocations(ctx.db, ctx.store.id, toConditions(args.filter), pageSize, (currentPage - 1) * pageSize);
  addCacheTags(ctx, 'mpstorelocator_location', ...rows.map((r) => `mpstorelocator_location_${r.location_id}`));
  return { total_count: total, items: rows.map(locationOutput) };
}

interface OperationHours {
  value?: string;
  use_system_config?: string;
  from?: string[];
  to?: string[];
}

function timeData(row: StoreLocationRow) {
  return OPERATION_COLUMNS.map((column, i) => {
    let parsed: OperationHours = {};
    try {
      parsed = JSON.parse(row[column] || '{}') as OperationHours;
    } catch {
      // Unreadable hours are shown as closed rather than failing the whole list.
    }
    const open = parsed.value === '1';
    return {
      value: WEEKDAYS[i],
      from: open ? parsed.from ?? null : null,
      to: open ? parsed.to ?? null : null,
      use_system_config: Number(parsed.use_system_config ?? 0)
    };
  });
}

export async function locatorConfig(ctx: Ctx) {
  const values = await storeConfigValues(ctx, ctx.store.id);
  const { rows } = await listStoreLocations(ctx.db, ctx.store.id, [{ column: 'status', operator: 'eq', value: '1' }], 500, 0);
  const text = (path: string, fallback = '') => configValue(values, `storelocator/${path}`, fallback);
  return {
    zoom: text('map_setting/zoom_default', '12'),
    markerIcon: text('map_setting/marker_icon'),
    dataLocations: '',
    infowindowTemplatePath: '',
    listTemplatePath: '',
    KMLinfowindowTemplatePath: '',
    KMLlistTemplatePath: '',
    isFilter: Number(text('map_setting/filter_store/enabled', '1')),
    isFilterRadius: Number(text('map_setting/filter_store/current_position', '1')),
    locationIdDetail: '',
    urlSuffix: text('general/url_suffix', ''),
    keyMap: text('map_setting/api_key', ''),
    router: text('general/route', 'shops'),
    isDefaultStore: rows.some((r) => r.is_default_store === 1) ? 1 : 0,
    defaultLat: text('map_setting/default_lat', '44.4268'),
    defaultLng: text('map_setting/default_lng', '26.1025'),
    locationsData: rows.map((r) => ({
      name: r.name,
      locationId: String(r.location_id),
      countryId: r.country,
      regionId: '',
      region: r.state_province,
      street: r.street,
      telephone: r.phone_one,
      postcode: r.postal_code,
      city: r.city,
      timeData: timeData(r),
      holidayData: []
    }))
  };
}

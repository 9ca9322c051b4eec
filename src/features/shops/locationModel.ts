// Store locations as the pages use them: numbers for coordinates, opening hours per weekday, phones as a
// list; plus the locator's filters (city, name) and the hours summary. Pure functions, no React.
import type { GetStoreLocationsQuery } from './shops.generated';

/** Mageplaza's location: every value is a string (or null), as its resolver returns them. */
export type StoreLocation = NonNullable<NonNullable<NonNullable<GetStoreLocationsQuery['MpStoreLocatorLocations']>['items']>[number]>;

/** Monday first, as Mageplaza stores operation_mon … operation_sun. */
export const WEEKDAY_FIELDS = [
  'operation_mon',
  'operation_tue',
  'operation_wed',
  'operation_thu',
  'operation_fri',
  'operation_sat',
  'operation_sun'
] as const;

export const DEFAULT_SHOP_TIME_ZONE = 'Europe/Bucharest';

export interface DayHours {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  open: boolean;
  /** 'HH:MM' when open. */
  from: string;
  to: string;
}

export interface Shop {
  id: string;
  name: string;
  city: string;
  street: string;
  postcode: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  phones: string[];
  email: string;
  website: string;
  /** Shop description HTML (sanitised where shown). */
  description: string;
  urlKey: string;
  timeZone: string;
  sortOrder: number;
  hours: DayHours[];
}

interface OperationJson {
  value?: unknown;
  from?: unknown;
  to?: unknown;
}

function clock(parts: unknown): string | null {
  if (!Array.isArray(parts) || parts.length < 2) return null;
  const [hours, minutes] = parts.map((part) => Number(part));
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours < 0 || hours > 24 || minutes < 0 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** One weekday of Mageplaza's JSON ({value: '1' open, from: [hh, mm], to: [hh, mm]}); unreadable = closed. */
export function parseDayHours(day: number, json: string | null | undefined): DayHours {
  const closed = { day, open: false, from: '', to: '' };
  if (!json) return closed;
  let parsed: OperationJson;
  try {
    parsed = JSON.parse(json) as OperationJson;
  } catch {
    return closed;
  }
  if (String(parsed.value) !== '1') return closed;
  const from = clock(parsed.from);
  const to = clock(parsed.to);
  return from && to ? { day, open: true, from, to } : closed;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** A location the pages can show, or null (no id, no name, switched off). */
export function toShop(location: StoreLocation | null | undefined): Shop | null {
  if (!location) return null;
  const id = text(location.location_id);
  const name = text(location.name);
  if (!id || !name || (location.status !== null && location.status !== undefined && String(location.status) !== '1')) return null;
  return {
    id,
    name,
    city: text(location.city),
    street: text(location.street),
    postcode: text(location.postal_code),
    region: text(location.state_province),
    country: text(location.country),
    latitude: Number.parseFloat(text(location.latitude)),
    longitude: Number.parseFloat(text(location.longitude)),
    phones: [location.phone_one, location.phone_two].map(text).filter(Boolean),
    email: text(location.email),
    website: text(location.website),
    description: text(location.description),
    urlKey: text(location.url_key),
    timeZone: text(location.time_zone) || DEFAULT_SHOP_TIME_ZONE,
    sortOrder: Number.parseInt(text(location.sort_order), 10) || 0,
    hours: WEEKDAY_FIELDS.map((field, day) => parseDayHours(day, location[field]))
  };
}

export function toShops(items: ReadonlyArray<StoreLocation | null> | null | undefined): Shop[] {
  return (items ?? [])
    .map(toShop)
    .filter((shop): shop is Shop => shop !== null)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'ro'));
}

/** Lower case without diacritics: 'Brașov' and 'brasov' match, as shoppers type. */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The cities that have shops, alphabetical in Romanian order. */
export function cityOptions(shops: readonly Shop[]): string[] {
  return [...new Set(shops.map((shop) => shop.city).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'ro'));
}

/** The city of the list matching a URL value ('brasov' → 'Brașov'), if any. */
export function matchCity(cities: readonly string[], value: string): string | undefined {
  const wanted = normalizeText(value);
  return wanted ? cities.find((city) => normalizeText(city) === wanted) : undefined;
}

export interface ShopFilters {
  city: string;
  query: string;
}

/** Shops in the city (if one is chosen) whose name contains every word of the query. */
export function filterShops(shops: readonly Shop[], { city, query }: ShopFilters): Shop[] {
  const wantedCity = normalizeText(city);
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  return shops.filter((shop) => {
    if (wantedCity && normalizeText(shop.city) !== wantedCity) return false;
    const name = normalizeText(shop.name);
    return words.every((word) => name.includes(word));
  });
}

/** A shop by its id (as in /shop/{id}) or its URL key. */
export function findShop(shops: readonly Shop[], idOrKey: string): Shop | undefined {
  const wanted = idOrKey.trim().toLowerCase();
  if (!wanted) return undefined;
  return shops.find((shop) => shop.id === wanted) ?? shops.find((shop) => shop.urlKey.toLowerCase() === wanted);
}

/** In-store path of a shop's page (prefix the store view with inStore). */
export function shopPath(shop: Pick<Shop, 'id'>): string {
  return `/shop/${encodeURIComponent(shop.id)}`;
}

/** 'Str. Palas nr. 7A', '700051 Iași' (the county when it differs from the city). */
export function addressLines(shop: Pick<Shop, 'street' | 'postcode' | 'city' | 'region'>): string[] {
  const town = [shop.postcode, shop.city].filter(Boolean).join(' ');
  const region = shop.region && normalizeText(shop.region) !== normalizeText(shop.city) ? shop.region : '';
  return [shop.street, [town, region].filter(Boolean).join(', ')].filter(Boolean);
}

export interface HoursGroup {
  firstDay: number;
  lastDay: number;
  open: boolean;
  from: string;
  to: string;
}

/** Consecutive weekdays with the same hours, together (Mon–Sat 10:00–22:00, Sun 10:00–21:00). */
export function groupHours(hours: readonly DayHours[]): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (const day of hours) {
    const last = groups[groups.length - 1];
    if (last && last.lastDay === day.day - 1 && last.open === day.open && last.from === day.from && last.to === day.to) {
      last.lastDay = day.day;
    } else {
      groups.push({ firstDay: day.day, lastDay: day.day, open: day.open, from: day.from, to: day.to });
    }
  }
  return groups;
}

/** Today's weekday at the shop (0 = Monday), whatever the shopper's clock zone. */
export function shopWeekday(now: Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): number {
  let name: string;
  try {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now);
  } catch {
    name = new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(now);
  }
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

/** Weekday names in the page's language, Monday first (2024-01-01 was a Monday). */
export function weekdayNames(locale: string, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => {
    const name = format.format(new Date(Date.UTC(2024, 0, 1 + day)));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

/** A tel: link target from a written number ('+40 21 300 11 01' → 'tel:+40213001101'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

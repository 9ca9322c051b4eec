/** Seeded delivery methods and parcel lockers. */
import type { Queryable } from '../db/client';

export interface ShippingRateRow {
  carrier_code: string;
  method_code: string;
  carrier_titles: Record<string, string>;
  method_titles: Record<string, string>;
  price: number;
  free_from_subtotal: number | null;
  region_codes: string[] | null;
  delivery_point: 'pickup_location' | 'parcel_locker' | null;
  sort_order: number;
}

export interface ParcelLockerRow {
  locker_code: string;
  name: string;
  city: string;
  region_code: string;
  street: string;
  postcode: string;
}

export async function listShippingRates(db: Queryable): Promise<ShippingRateRow[]> {
  const rows = await db.query(
    `SELECT carrier_code, method_code, carrier_titles, method_titles, price, free_from_subtotal, region_codes, delivery_point, sort_order
       FROM shipping_rate WHERE is_active ORDER BY sort_order, carrier_code, method_code`
  );
  return rows.map((r) => ({
    ...(r as unknown as ShippingRateRow),
    price: Number(r.price),
    free_from_subtotal: r.free_from_subtotal === null ? null : Number(r.free_from_subtotal)
  }));
}

export async function listParcelLockers(db: Queryable, filter: { regionCode?: string | null; city?: string | null } = {}): Promise<ParcelLockerRow[]> {
  return db.query<ParcelLockerRow & Record<string, unknown>>(
    `SELECT locker_code, name, city, region_code, street, postcode FROM parcel_locker
      WHERE is_active AND ($1::text IS NULL OR region_code = $1) AND ($2::text IS NULL OR lower(city) = lower($2))
      ORDER BY region_code, city, name`,
    [filter.regionCode ?? null, filter.city ?? null]
  );
}

export async function findParcelLocker(db: Queryable, code: string): Promise<ParcelLockerRow | undefined> {
  return db.one<ParcelLockerRow & Record<string, unknown>>(
    'SELECT locker_code, name, city, region_code, street, postcode FROM parcel_locker WHERE is_active AND locker_code = $1',
    [code]
  );
}

/** A shop of the store locator that may be chosen for pickup (enabled, visible in the store view). */
export async function findPickupLocation(db: Queryable, locationId: number, storeId: number): Promise<{ location_id: number; name: string; city: string; street: string } | undefined> {
  return db.one(
    `SELECT location_id, name, city, street FROM store_location
      WHERE location_id = $1 AND status = 1
        AND ('0' = ANY(string_to_array(store_ids, ',')) OR $2 = ANY(string_to_array(store_ids, ',')))`,
    [locationId, String(storeId)]
  );
}

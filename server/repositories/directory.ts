/** Countries and regions (Magento's directory_country / directory_country_region). */
import type { Queryable } from '../db/client';

export interface CountryRow extends Record<string, unknown> {
  country_id: string;
  iso3_code: string;
}

export interface RegionRow extends Record<string, unknown> {
  region_id: number;
  country_id: string;
  code: string;
  default_name: string;
}

export async function listCountries(db: Queryable): Promise<CountryRow[]> {
  return db.query<CountryRow>('SELECT country_id, iso3_code FROM directory_country ORDER BY sort_order, country_id');
}

export async function findCountry(db: Queryable, countryId: string): Promise<CountryRow | undefined> {
  return db.one<CountryRow>('SELECT country_id, iso3_code FROM directory_country WHERE country_id = $1', [countryId]);
}

/** Regions of several countries in one query, grouped by country. */
export async function listRegionsByCountries(db: Queryable, countryIds: readonly string[]): Promise<Map<string, RegionRow[]>> {
  const rows = await db.query<RegionRow>(
    `SELECT region_id, country_id, code, default_name FROM directory_region
      WHERE country_id = ANY($1::text[]) ORDER BY country_id, region_id`,
    [countryIds]
  );
  const byCountry = new Map<string, RegionRow[]>(countryIds.map((id) => [id, []]));
  for (const r of rows) byCountry.get(r.country_id)?.push(r);
  return byCountry;
}

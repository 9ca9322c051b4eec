/** currency, countries and country: Magento's DirectoryGraphQl answers for a store view. */
import type { RequestContext } from '../domain/context';
import { perRequestLoader } from '../domain/context';
import { findCountry, listCountries, listRegionsByCountries, type CountryRow, type RegionRow } from '../repositories/directory';
import { configValue, storeConfigValues } from './storeConfig';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store'>;

const bcp47 = (locale: string) => locale.replace('_', '-');

/** The currency symbol as the store locale writes it (RON stays 'RON' in both ro-RO and en-US). */
export function currencySymbol(currency: string, locale: string): string {
  const part = new Intl.NumberFormat(bcp47(locale), { style: 'currency', currency })
    .formatToParts(1)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

export async function currencyInfo(ctx: Ctx) {
  const values = await storeConfigValues(ctx, ctx.store.id);
  const locale = configValue(values, 'general/locale/code', ctx.store.locale);
  const base = ctx.store.baseCurrencyCode;
  const display = ctx.store.defaultDisplayCurrencyCode;
  const available = ctx.store.availableCurrencyCodes.length ? ctx.store.availableCurrencyCodes : [display];
  // Rates from the base currency; the store sells in one currency, so every listed rate is exact.
  const rates = available.map((code) => ({ currency_to: code, rate: code === base ? 1 : Number(configValue(values, `currency/rates/${base}_${code}`, '0')) || null }));
  return {
    base_currency_code: base,
    base_currency_symbol: currencySymbol(base, locale),
    default_display_currecy_code: display,
    default_display_currency_code: display,
    default_display_currecy_symbol: currencySymbol(display, locale),
    default_display_currency_symbol: currencySymbol(display, locale),
    available_currency_codes: available,
    exchange_rates: rates
  };
}

async function countryOutput(ctx: Ctx, row: CountryRow) {
  const values = await storeConfigValues(ctx, ctx.store.id);
  const locale = bcp47(configValue(values, 'general/locale/code', ctx.store.locale));
  const regions = await perRequestLoader<string, RegionRow[]>(ctx, 'content.regionsByCountry', async (ids) => {
    const byCountry = await listRegionsByCountries(ctx.db, ids);
    return ids.map((id) => byCountry.get(id) ?? []);
  }).load(row.country_id);
  const collator = new Intl.Collator(locale);
  return {
    id: row.country_id,
    two_letter_abbreviation: row.country_id,
    three_letter_abbreviation: row.iso3_code,
    full_name_locale: new Intl.DisplayNames([locale], { type: 'region' }).of(row.country_id) ?? row.country_id,
    full_name_english: new Intl.DisplayNames(['en-US'], { type: 'region' }).of(row.country_id) ?? row.country_id,
    // Magento returns null, not an empty list, for a country without regions.
    available_regions: regions.length
      ? [...regions].sort((a, b) => collator.compare(a.default_name, b.default_name)).map((r) => ({ id: r.region_id, code: r.code, name: r.default_name }))
      : null
  };
}

export async function listCountryOutputs(ctx: Ctx) {
  const rows = await listCountries(ctx.db);
  return Promise.all(rows.map((r) => countryOutput(ctx, r)));
}

export async function countryById(ctx: Ctx, id: string) {
  const row = await findCountry(ctx.db, id.toUpperCase());
  return row ? countryOutput(ctx, row) : null;
}

// Pure helpers behind the product tile: which price to show, the discount, the flavours line and the
// expiry date. Kept out of the view so they are tested directly.
import { formatCalendarDate, shortDateOptions } from '../../lib/dates';
import { shownPrice, type ShownPrice } from '../../lib/reduction';
import { unitPriceOf, type NetQuantity, type UnitPrice } from '../../lib/unitPrice';
import type { ProductTileFieldsFragment } from './productTile.generated';

export interface TilePrice extends ShownPrice {
  /** A configurable product whose variants cost different amounts: "from" the lowest. */
  isRange: boolean;
  /** The price per kg / l / piece, when the product states its net quantity (not for a range of sizes). */
  unitPrice: UnitPrice | null;
}

export function tilePrice(product: Pick<ProductTileFieldsFragment, 'price_range'> & NetQuantity): TilePrice | null {
  const minimum = product.price_range?.minimum_price;
  const maximum = product.price_range?.maximum_price;
  // The lowest price is what a shopper pays at least; Magento gives min = max for simple products.
  const price = shownPrice(minimum) ?? shownPrice(maximum);
  if (!price) return null;
  const maximumFinal = shownPrice(maximum)?.final;
  const isRange = maximumFinal != null && maximumFinal > price.final + 0.004;
  return { ...price, isRange, unitPrice: isRange ? null : unitPriceOf(price.final, product) };
}

/** Rating 0–100 (Magento's rating_summary) as stars out of 5, one decimal. */
export function starsFromSummary(summary: number | null | undefined): number {
  if (!summary || summary <= 0) return 0;
  return Math.round((Math.min(summary, 100) / 20) * 10) / 10;
}

/** Non-empty, trimmed, distinct strings. */
export function cleanList(values: ReadonlyArray<string | null> | null | undefined): string[] {
  const seen = new Set<string>();
  for (const value of values ?? []) {
    const trimmed = value?.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}

/** The expiry date 'YYYY-MM-DD' as a local calendar date in the locale ('30.06.2026', 'Jun 30, 2026'). */
export function formatExpiryDate(value: string | null | undefined, locale: string): string {
  return formatCalendarDate(value, locale, shortDateOptions(locale));
}

export function productPath(product: Pick<ProductTileFieldsFragment, 'url_key' | 'url_suffix'>): string {
  return `/${product.url_key ?? ''}${product.url_suffix ?? ''}`;
}

export function isConfigurableProduct(product: Pick<ProductTileFieldsFragment, '__typename'>): boolean {
  return product.__typename === 'ConfigurableProduct';
}

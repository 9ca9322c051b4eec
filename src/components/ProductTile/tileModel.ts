// Pure helpers behind the product tile: which price to show, the discount, the flavours line and the
// expiry date. Kept out of the view so they are tested directly.
import { formatCalendarDate, NUMERIC_DATE } from '../../lib/dates';
import type { ProductPriceFieldsFragment as TileProductPrice } from '../../api/fragments.generated';
import type { ProductTileFieldsFragment } from './productTile.generated';

export interface TilePrice {
  final: number;
  currency: string;
  /** Regular price when the final one is lower (shown struck through). */
  regular: number | null;
  /** Whole percent off, when there is a discount. */
  percentOff: number | null;
  /** A configurable product whose variants cost different amounts: "from" the lowest. */
  isRange: boolean;
}

function priceOf(price: TileProductPrice | null | undefined): { final: number; regular: number; currency: string } | null {
  const final = price?.final_price?.value;
  const currency = price?.final_price?.currency;
  if (final == null || !currency) return null;
  return { final, regular: price?.regular_price?.value ?? final, currency };
}

export function tilePrice(product: Pick<ProductTileFieldsFragment, 'price_range'>): TilePrice | null {
  const minimum = product.price_range?.minimum_price;
  const maximum = product.price_range?.maximum_price;
  // The lowest price is what a shopper pays at least; Magento gives min = max for simple products.
  const chosen = priceOf(minimum) ? minimum : maximum;
  const price = priceOf(chosen);
  if (!price) return null;
  const hasDiscount = price.regular > price.final + 0.004;
  const reportedPercent = chosen?.discount?.percent_off;
  const percent = hasDiscount
    ? Math.round(reportedPercent && reportedPercent > 0 ? reportedPercent : ((price.regular - price.final) / price.regular) * 100)
    : null;
  const maximumFinal = priceOf(maximum)?.final;
  return {
    final: price.final,
    currency: price.currency,
    regular: hasDiscount ? price.regular : null,
    percentOff: percent && percent > 0 ? percent : null,
    isRange: maximumFinal != null && maximumFinal > price.final + 0.004
  };
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

/** The expiry date 'YYYY-MM-DD' as a local calendar date in the locale ('30.06.2026', '06/30/2026'). */
export function formatExpiryDate(value: string | null | undefined, locale: string): string {
  return formatCalendarDate(value, locale, NUMERIC_DATE);
}

export function productPath(product: Pick<ProductTileFieldsFragment, 'url_key' | 'url_suffix'>): string {
  return `/${product.url_key ?? ''}${product.url_suffix ?? ''}`;
}

export function isConfigurableProduct(product: Pick<ProductTileFieldsFragment, '__typename'>): boolean {
  return product.__typename === 'ConfigurableProduct';
}

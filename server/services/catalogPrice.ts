/**
 * Catalogue price rules: special prices with their date window, configurable price ranges over the
 * variants, discounts. Prices are RON with VAT included (the rate of each product: services/vat.ts).
 */

export interface PricedRow {
  price: number;
  special_price: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
}

let todayOverride: string | null = null;

/** Today's date (YYYY-MM-DD, UTC) as the catalogue sees it. */
export function catalogToday(): string {
  return todayOverride ?? new Date().toISOString().slice(0, 10);
}

/** Tests pin the date the special-price windows are compared with; null restores the clock. */
export function setCatalogToday(date: string | null): void {
  todayOverride = date;
}

export function isSpecialPriceActive(row: PricedRow, today = catalogToday()): boolean {
  if (row.special_price === null) return false;
  if (row.special_from_date && row.special_from_date.slice(0, 10) > today) return false;
  if (row.special_to_date && row.special_to_date.slice(0, 10) < today) return false;
  return true;
}

export function finalPrice(row: PricedRow, today = catalogToday()): number {
  return isSpecialPriceActive(row, today) ? Math.min(row.price, row.special_price!) : row.price;
}

export interface PriceRange {
  minimum: { regular: number; final: number };
  maximum: { regular: number; final: number };
}

/** The variants a configurable's price range spans: the in-stock ones when there are any. */
function offeredVariants<T extends { stock_status?: string }>(variants: readonly T[]): readonly T[] {
  const inStock = variants.filter((v) => v.stock_status !== 'OUT_OF_STOCK');
  return inStock.length ? inStock : variants;
}

/**
 * The products that give a final price of a range (minimum or maximum): the product itself, or the
 * offered variants whose final price it is.
 */
export function productsAtFinal<T extends PricedRow & { stock_status?: string }>(
  product: T,
  variants: readonly T[] | null,
  final: number,
  today = catalogToday()
): T[] {
  if (!variants || variants.length === 0) return [product];
  return offeredVariants(variants).filter((v) => finalPrice(v, today) === final);
}

/**
 * A simple product's range is its own price; a configurable's spans its variants (in-stock ones when
 * there are any, as the storefront only offers those).
 */
export function priceRangeOf(
  product: PricedRow,
  variants: ReadonlyArray<PricedRow & { stock_status?: string }> | null,
  today = catalogToday()
): PriceRange {
  if (!variants || variants.length === 0) {
    const final = finalPrice(product, today);
    return { minimum: { regular: product.price, final }, maximum: { regular: product.price, final } };
  }
  const pool = offeredVariants(variants);
  const finals = pool.map((v) => ({ regular: v.price, final: finalPrice(v, today) }));
  const cheapest = finals.reduce((a, b) => (b.final < a.final ? b : a));
  const dearest = finals.reduce((a, b) => (b.final > a.final ? b : a));
  return {
    minimum: { regular: Math.min(...finals.map((f) => f.regular)), final: cheapest.final },
    maximum: { regular: Math.max(...finals.map((f) => f.regular)), final: dearest.final }
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Magento's ProductDiscount: absolute and percentage difference between regular and final price. */
export function discountOf(regular: number, final: number): { amount_off: number; percent_off: number } {
  const amountOff = round2(Math.max(0, regular - final));
  return { amount_off: amountOff, percent_off: regular > 0 ? round2((amountOff / regular) * 100) : 0 };
}

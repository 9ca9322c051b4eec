// The price per unit of measure (HG 947/2000 art. 2 and 7: products sold by weight or volume show the
// price per kilogram or litre — per 100 g / 100 ml where the retailer chooses, for small quantities — and
// tablets, capsules or bars may show a price per piece), worked out from the final price shown and the
// product's structured net quantity (net_quantity, net_quantity_unit, unit_price_basis), never from its
// name. A quantity or basis that does not fit (grams priced per litre) gives nothing rather than a guess.

export type QuantityUnit = 'g' | 'ml' | 'pcs';
export type UnitPriceBasis = 'kg' | 'l' | '100g' | '100ml' | 'piece';

/** How many of the quantity's units one basis is. */
const BASES: Record<UnitPriceBasis, { unit: QuantityUnit; size: number }> = {
  kg: { unit: 'g', size: 1000 },
  '100g': { unit: 'g', size: 100 },
  l: { unit: 'ml', size: 1000 },
  '100ml': { unit: 'ml', size: 100 },
  piece: { unit: 'pcs', size: 1 }
};

export interface NetQuantity {
  net_quantity?: number | null;
  net_quantity_unit?: string | null;
  unit_price_basis?: string | null;
}

export interface UnitPrice {
  value: number;
  basis: UnitPriceBasis;
}

const isBasis = (value: string): value is UnitPriceBasis => Object.prototype.hasOwnProperty.call(BASES, value);

/** The unit price of a final price, rounded to the ban; null without a quantity that fits its basis. */
export function unitPriceOf(finalPrice: number | null | undefined, quantity: NetQuantity | null | undefined): UnitPrice | null {
  const amount = quantity?.net_quantity;
  const unit = quantity?.net_quantity_unit;
  const basis = quantity?.unit_price_basis;
  if (finalPrice == null || amount == null || !(amount > 0) || !unit || !basis || !isBasis(basis)) return null;
  const { unit: expected, size } = BASES[basis];
  if (unit !== expected) return null;
  return { value: Math.round(((finalPrice * size) / amount) * 100) / 100, basis };
}

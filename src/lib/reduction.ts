// What a price may announce (Omnibus: Directive 98/6/EC art. 6a; HG 947/2000 art. 4^1): a reduction is
// shown — struck reference, '-N%' badge, 'Sale' label — only against the lowest price of the 30 days
// before it began, which the back end's price history gives as ProductPrice.prior_price. Without that
// price (a Magento without the history, or a price that is no reduction against it) the final price
// stands alone: the regular price is never the reference. Every tile, product page and carousel reads
// its price through here.

/** The parts of Magento's ProductPrice this reads (any selection of ProductPriceFields will do). */
export interface PriceInput {
  final_price: { value: number | null; currency: string | null } | null;
  prior_price?: { amount: { value: number | null } | null; percent_off: number | null } | null;
}

export interface ShownPrice {
  final: number;
  currency: string;
  /** The lowest price of the 30 days before the reduction, when the final price is a reduction on it. */
  prior: number | null;
  /** Whole percent off the prior price, when there is a reduction. */
  percentOff: number | null;
}

export function shownPrice(price: PriceInput | null | undefined): ShownPrice | null {
  const final = price?.final_price?.value;
  const currency = price?.final_price?.currency;
  if (final == null || !currency) return null;
  const prior = price?.prior_price?.amount?.value ?? null;
  if (prior == null || prior <= final + 0.004) return { final, currency, prior: null, percentOff: null };
  const reported = price?.prior_price?.percent_off;
  // The back end rounds down; a missing figure is worked out the same way (never overstate).
  const percentOff = reported != null && reported > 0 ? reported : Math.floor(((prior - final) / prior) * 100);
  return { final, currency, prior, percentOff: percentOff > 0 ? percentOff : null };
}

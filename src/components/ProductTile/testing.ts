// Test fixtures: a product as a tile gets it (simple, in stock, no labels), with overrides, and the
// parts of it tests vary (prices, image), shaped as the generated types (with __typename).
import type { ProductPriceFieldsFragment } from '../../api/fragments.generated';
import type { ProductTileFieldsFragment } from './productTile.generated';

export const money = (value: number) => ({ __typename: 'Money' as const, value, currency: 'RON' as const });

/**
 * A price of a price range: final and regular amounts, the discount as the store states it, and the
 * Omnibus prior price (the lowest of the 30 days before the reduction) when the price is one.
 */
export function productPrice(
  final: number,
  regular: number = final,
  discount: { amount_off: number; percent_off: number } | null = null,
  prior: number | null = null
): ProductPriceFieldsFragment {
  return {
    __typename: 'ProductPrice',
    final_price: money(final),
    regular_price: money(regular),
    discount: discount && { __typename: 'ProductDiscount', ...discount },
    prior_price:
      prior === null
        ? null
        : { __typename: 'PriorPrice', amount: money(prior), percent_off: Math.floor(((prior - final) / prior) * 100), reduction_since: '2026-11-20' }
  };
}

export const smallImage = (url: string) => ({ __typename: 'ProductImage' as const, url, label: null });

export function tileProduct(overrides: Partial<ProductTileFieldsFragment> & { sku: string; name: string; price?: number }): ProductTileFieldsFragment {
  const { price = 10, ...fields } = overrides;
  return {
    __typename: 'SimpleProduct',
    uid: `uid-${fields.sku}`,
    url_key: fields.sku.toLowerCase(),
    url_suffix: '.html',
    small_image: smallImage(`/media/catalog/product/${fields.sku.toLowerCase()}.jpg`),
    stock_status: 'IN_STOCK',
    rating_summary: 0,
    review_count: 0,
    gnc_tip_de_promotie: null,
    gnc_etichete_promotie: null,
    gnc_eticheta_speciala: null,
    data_expirarii: null,
    aroma_multivalue: null,
    net_quantity: null,
    net_quantity_unit: null,
    unit_price_basis: null,
    price_range: { __typename: 'PriceRange', minimum_price: productPrice(price), maximum_price: productPrice(price) },
    ...fields
  };
}

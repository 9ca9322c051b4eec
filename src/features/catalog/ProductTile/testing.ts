// Test fixture: a product as a tile gets it (simple, in stock, no labels), with overrides.
import type { ProductTileProduct } from './productTile.gql';

const money = (value: number) => ({ value, currency: 'RON' });

export function tileProduct(overrides: Partial<ProductTileProduct> & { sku: string; name: string; price?: number }): ProductTileProduct {
  const { price = 10, ...fields } = overrides;
  return {
    __typename: 'SimpleProduct',
    uid: `uid-${fields.sku}`,
    url_key: fields.sku.toLowerCase(),
    url_suffix: '.html',
    small_image: { url: `/media/catalog/product/${fields.sku.toLowerCase()}.jpg`, label: null },
    stock_status: 'IN_STOCK',
    rating_summary: 0,
    review_count: 0,
    gnc_tip_de_promotie: null,
    gnc_etichete_promotie: null,
    gnc_eticheta_speciala: null,
    data_expirarii: null,
    aroma_multivalue: null,
    price_range: {
      minimum_price: { final_price: money(price), regular_price: money(price), discount: null },
      maximum_price: { final_price: money(price), regular_price: money(price), discount: null }
    },
    ...fields
  };
}

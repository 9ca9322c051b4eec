import { useIntl } from 'react-intl';

import { inStore, useStoreView } from '../storeView';
import type { ProductTileFieldsFragment } from './productTile.generated';
import {
  cleanList,
  formatExpiryDate,
  isConfigurableProduct,
  productPath,
  starsFromSummary,
  tilePrice,
  type TilePrice
} from './tileModel';
import { useAddToCart } from './useAddToCart';

export interface ProductTileTalon {
  href: string;
  name: string;
  imageUrl: string | null;
  price: TilePrice | null;
  stars: number;
  reviewCount: number;
  promotionType: string;
  promotionLabels: string[];
  specialLabel: string;
  expiryDate: string;
  flavours: string[];
  isInStock: boolean;
  isConfigurable: boolean;
  isAdding: boolean;
  handleAddToCart(): void;
}

export function useProductTile(product: ProductTileFieldsFragment): ProductTileTalon {
  const view = useStoreView();
  const { locale } = useIntl();
  const { isAdding, addToCart } = useAddToCart();
  const { sku } = product;
  const name = product.name?.trim() || sku || '';
  const imageUrl = product.small_image?.url || null;
  const price = tilePrice(product);

  return {
    href: inStore(view, productPath(product)),
    name,
    imageUrl,
    price,
    stars: starsFromSummary(product.rating_summary),
    reviewCount: product.review_count ?? 0,
    promotionType: product.gnc_tip_de_promotie?.trim() ?? '',
    promotionLabels: cleanList(product.gnc_etichete_promotie),
    specialLabel: product.gnc_eticheta_speciala?.trim() ?? '',
    expiryDate: formatExpiryDate(product.data_expirarii, locale),
    flavours: cleanList(product.aroma_multivalue),
    // A missing status is treated as available: the server decides when the item is added.
    isInStock: product.stock_status !== 'OUT_OF_STOCK',
    isConfigurable: isConfigurableProduct(product),
    isAdding,
    handleAddToCart: () => {
      // The schema allows a product without a SKU; nothing can be added without one.
      if (sku) void addToCart({ sku, name, imageUrl, price: price && { value: price.final, currency: price.currency } });
    }
  };
}

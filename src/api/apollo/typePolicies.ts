/**
 * Cache identity for Magento types. Entities are keyed by their `uid` (Magento 2.4's stable id) when
 * the query selected it; objects fetched without their key are kept embedded in their parent rather
 * than failing normalisation.
 */
import type { PossibleTypesMap, TypePolicies, TypePolicy } from '@apollo/client/cache';

type KeyFieldsFunction = Extract<NonNullable<TypePolicy['keyFields']>, (...args: never[]) => unknown>;

export const possibleTypes: PossibleTypesMap = {
  ProductInterface: ['SimpleProduct', 'ConfigurableProduct', 'VirtualProduct', 'BundleProduct', 'GroupedProduct', 'DownloadableProduct'],
  CartItemInterface: ['SimpleCartItem', 'ConfigurableCartItem', 'VirtualCartItem', 'BundleCartItem', 'DownloadableCartItem'],
  RoutableInterface: ['CmsPage', 'CategoryTree', 'SimpleProduct', 'ConfigurableProduct', 'RoutableUrl', 'VirtualProduct', 'BundleProduct', 'GroupedProduct', 'DownloadableProduct'],
  CategoryInterface: ['CategoryTree'],
  MediaGalleryInterface: ['ProductImage', 'ProductVideo'],
  ProductLinksInterface: ['ProductLinks'],
  SwatchDataInterface: ['ImageSwatchData', 'TextSwatchData', 'ColorSwatchData']
};

/** Key by the first present field of `fields`; unkeyed objects stay embedded in their parent. */
export function keyByFirstPresent(fields: readonly string[]): KeyFieldsFunction {
  return (object) => {
    const record = object as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (value !== undefined && value !== null && value !== '') {
        return `${String(record.__typename)}:${JSON.stringify({ [field]: value })}`;
      }
    }
    return false;
  };
}

const byUid = keyByFirstPresent(['uid']);
const productKey = keyByFirstPresent(['uid', 'sku']);
const replaceWithIncoming = { merge: (_existing: unknown, incoming: unknown) => incoming };

const productPolicies = Object.fromEntries(
  possibleTypes.ProductInterface.map((typename) => [typename, { keyFields: productKey }])
);
const cartItemPolicies = Object.fromEntries(
  possibleTypes.CartItemInterface.map((typename) => [typename, { keyFields: byUid }])
);

export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // One products entry per distinct argument set (search, filter, sort, page).
      products: { keyArgs: ['search', 'filter', 'sort', 'pageSize', 'currentPage'], merge: true },
      storeConfig: { merge: true },
      customer: { merge: true },
      cart: { keyArgs: ['cart_id'] },
      categoryList: { keyArgs: ['filters'] }
    }
  },
  Cart: {
    keyFields: keyByFirstPresent(['id']),
    fields: {
      items: replaceWithIncoming,
      prices: { merge: true },
      shipping_addresses: replaceWithIncoming,
      available_payment_methods: replaceWithIncoming
    }
  },
  CartItemInterface: { keyFields: byUid },
  ...cartItemPolicies,
  CartItemPrices: { merge: true },
  Customer: {
    // One signed-in customer at a time: a singleton entity.
    keyFields: [],
    fields: { addresses: replaceWithIncoming }
  },
  ProductInterface: { keyFields: productKey },
  ...productPolicies,
  CategoryTree: { keyFields: byUid, fields: { children: replaceWithIncoming } },
  // Keyed so the breadcrumbs a product page selects and those the cart selects (other fields) merge
  // instead of replacing each other: otherwise reading the cart from the cache (offline) finds fields missing.
  Breadcrumb: { keyFields: keyByFirstPresent(['category_uid']) },
  StoreConfig: { keyFields: keyByFirstPresent(['store_code']) },
  CmsBlock: { keyFields: keyByFirstPresent(['identifier']) },
  CmsPage: { keyFields: keyByFirstPresent(['identifier']) },
  ProductPrices: { merge: true },
  PriceRange: { merge: true },
  SelectedConfigurableOption: { keyFields: false },
  Wishlist: { keyFields: keyByFirstPresent(['id']) }
};

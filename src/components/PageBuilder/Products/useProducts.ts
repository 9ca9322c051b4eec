import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { orderByUrlKeys, urlKeyOf } from './productLinks';
import { GetPageBuilderProductsDocument, GetProductUrlSuffixDocument } from './products.generated';

interface UseProductsOptions {
  /** 'no-cache': the products are not written into the normalised cache (the home's new products). */
  fetchPolicy?: 'cache-first' | 'no-cache';
}

/**
 * The products of a catalog widget from its product links (a.product-item-link hrefs): their URL keys,
 * once the store's product URL suffix is known, then the products with those keys, in the links' order.
 */
export function useProducts(productUrls: readonly string[], { fetchPolicy = 'cache-first' }: UseProductsOptions = {}) {
  const suffix = useQuery(GetProductUrlSuffixDocument, { skip: productUrls.length === 0 });
  const isSuffixKnown = Boolean(suffix.data);
  const productUrlSuffix = suffix.data?.storeConfig?.product_url_suffix ?? '';
  const urlKeys = useMemo(
    () => (isSuffixKnown ? [...new Set(productUrls.map((url) => urlKeyOf(url, productUrlSuffix)).filter(Boolean))] : []),
    [isSuffixKnown, productUrlSuffix, productUrls]
  );
  const products = useQuery(GetPageBuilderProductsDocument, {
    variables: { urlKeys, pageSize: Math.max(1, urlKeys.length) },
    skip: urlKeys.length === 0,
    fetchPolicy
  });
  const items = useMemo(() => orderByUrlKeys(products.data?.products?.items ?? [], urlKeys), [products.data, urlKeys]);
  const hasError = Boolean(suffix.error || products.error) && !products.data;
  // Waiting for the suffix, or for the products of the keys it gave.
  const isWaiting = isSuffixKnown ? urlKeys.length > 0 && !products.data : productUrls.length > 0;
  return { items, isLoading: isWaiting && !hasError, hasError };
}

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { productLinksInHtml } from '../../../components/PageBuilder/Products/productLinks';
import { useProducts } from '../../../components/PageBuilder/Products/useProducts';
import { NEW_PRODUCTS_VARIABLES } from './newProducts';
import { GetHomeNewProductsDocument } from './newProducts.generated';

/** The new products: the block's product links, then their products (core products by url_key). */
export function useNewProducts() {
  // From the cache the home's sections fill as they start (usePrefetchNewProducts), or the network.
  const block = useQuery(GetHomeNewProductsDocument, { variables: NEW_PRODUCTS_VARIABLES, fetchPolicy: 'cache-first' });
  const content = block.data?.cmsBlocks?.items?.find((item) => item?.identifier === NEW_PRODUCTS_VARIABLES.identifiers[0])?.content ?? '';
  const productUrls = useMemo(() => productLinksInHtml(content), [content]);
  // Not kept in the normalised cache: writing twelve tiles' worth of products into it and reading them
  // back was the home page's longest task while it started (~40 ms on a laptop, several times that on
  // a phone). The service worker keeps the answer for offline use and later visits.
  const products = useProducts(productUrls, { fetchPolicy: 'no-cache' });
  const isBlockLoading = block.loading && !block.data;
  return { items: products.items, isLoading: isBlockLoading || products.isLoading };
}

// The home page's new products come from a CMS block the store owner edits in Page Builder: a Products
// carousel (Catalog Products List widget) whose product links the back end renders.
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';

import { GetHomeNewProductsDocument } from './newProducts.generated';

/** The CMS block with the home page's new products. */
export const NEW_PRODUCTS_BLOCK = 'home-new-products';

export const NEW_PRODUCTS_VARIABLES = { identifiers: [NEW_PRODUCTS_BLOCK] };

/**
 * Asks for the block as the home's sections start, while the section's own code loads: the products'
 * query, which needs the block's links, is not held up by a second round trip when the section renders.
 * Always from the network: the section reads the block from the cache (a returning shopper's copy at
 * once, then this fresh one when it arrives).
 */
export function usePrefetchNewProducts(): void {
  const client = useApolloClient();
  useEffect(() => {
    void client.query({ query: GetHomeNewProductsDocument, variables: NEW_PRODUCTS_VARIABLES, fetchPolicy: 'network-only' }).catch(() => undefined);
  }, [client]);
}

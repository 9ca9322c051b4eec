import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import type { ProductTileFieldsFragment } from '../../ProductTile';
import { GetPageBuilderProductsDocument } from './products.generated';

/** Products in the widget's SKU order (the search returns them in its own order). */
export function orderBySkus(items: ReadonlyArray<ProductTileFieldsFragment | null>, skus: readonly string[]): ProductTileFieldsFragment[] {
  const bySku = new Map(items.filter((item): item is ProductTileFieldsFragment => Boolean(item)).map((item) => [item.sku, item]));
  return skus.map((sku) => bySku.get(sku)).filter((item): item is ProductTileFieldsFragment => Boolean(item));
}

export function useProducts(skus: readonly string[]) {
  const { data, loading, error } = useQuery(GetPageBuilderProductsDocument, {
    variables: { skus: [...skus], pageSize: Math.max(1, skus.length) },
    skip: skus.length === 0
  });
  const items = useMemo(() => orderBySkus(data?.products?.items ?? [], skus), [data, skus]);
  return { items, isLoading: loading && !data, hasError: Boolean(error) && !data };
}

import { useQuery } from '@apollo/client/react';

import { GET_PRODUCT, type ProductDetails } from './product.gql';

export interface ProductTalon {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  product: ProductDetails | null;
}

export function useProduct({ uid, sku }: { uid: string; sku: string | null }): ProductTalon {
  const { data, loading, error } = useQuery(GET_PRODUCT, {
    variables: { sku: sku ?? '' },
    skip: !sku,
    fetchPolicy: 'cache-and-network'
  });
  const items = data?.products?.items ?? [];
  const product = items.find((item) => item?.uid === uid) ?? items.find(Boolean) ?? null;
  return {
    isLoading: Boolean(sku) && loading && !data,
    hasError: Boolean(error) && !data,
    isMissing: !sku || (Boolean(data) && !product),
    product
  };
}

// Whether a product page shows the statements food supplements must carry (Directive 2002/46/EC,
// HG 1197/2002): the product's food_supplement attribute, from a query of its own whose failure (a back
// end without the attribute) only hides them.
import { useQuery } from '@apollo/client/react';

import { GetProductFoodSupplementDocument } from './supplementStatements.generated';

export function useSupplementStatements(sku: string): { isFoodSupplement: boolean } {
  const { data } = useQuery(GetProductFoodSupplementDocument, {
    variables: { sku },
    skip: !sku,
    fetchPolicy: 'cache-first',
    errorPolicy: 'ignore'
  });
  const item = data?.products?.items?.find((product) => product?.sku === sku);
  return { isFoodSupplement: item?.food_supplement === true };
}

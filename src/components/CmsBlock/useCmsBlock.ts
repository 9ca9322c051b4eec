import { useQuery } from '@apollo/client/react';

import { GetCmsBlocksDocument, type GetCmsBlocksQuery } from './cmsBlock.generated';

type CmsBlockItem = NonNullable<NonNullable<NonNullable<GetCmsBlocksQuery['cmsBlocks']>['items']>[number]>;

export interface CmsBlockTalon {
  isLoading: boolean;
  /** The query's error message when the load failed and nothing is cached. */
  errorMessage: string | null;
  blocks: Array<{ identifier: string; content: string }>;
}

export function useCmsBlock(identifiers: readonly string[]): CmsBlockTalon {
  const { data, loading, error } = useQuery(GetCmsBlocksDocument, {
    variables: { identifiers: [...identifiers] },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first'
  });
  const items = (data?.cmsBlocks?.items ?? []).filter((item): item is CmsBlockItem => Boolean(item));
  // Blocks in the order asked for.
  const order = new Map(identifiers.map((identifier, index) => [identifier, index]));
  const blocks = items
    .map((item) => ({ identifier: item.identifier ?? '', content: item.content ?? '' }))
    .sort((a, b) => (order.get(a.identifier) ?? 0) - (order.get(b.identifier) ?? 0));
  return {
    isLoading: loading && !data,
    errorMessage: error && !data ? error.message : null,
    blocks
  };
}

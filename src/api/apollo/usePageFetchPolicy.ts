// The fetch policy of a page's first query: 'cache-first' when the cache holds the answer the server
// sent with the page (PreloadedAnswers.writeTo), else the talon's own policy. The page then renders
// once with its content instead of rendering, asking again and rendering the same content a second
// time; any later query (other variables, another visit to the page) keeps the talon's policy.
import type { ApolloClient, DocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { canonicalStringify } from '@apollo/client/utilities';
import { useMemo } from 'react';

import { operationNameOf, preloadedAnswersOf } from './preloadedAnswers';

type FetchPolicy = ApolloClient.WatchQueryOptions['fetchPolicy'];

export function usePageFetchPolicy<Policy extends FetchPolicy>(
  query: DocumentNode,
  variables: object | undefined,
  policy: Policy
): Policy | 'cache-first' {
  const client = useApolloClient();
  const key = canonicalStringify(variables ?? {});
  return useMemo(
    () => (preloadedAnswersOf(client)?.takeWritten(operationNameOf(query), variables as Record<string, unknown> | undefined) ? 'cache-first' : policy),
    // The variables are compared by value (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, query, key, policy]
  );
}

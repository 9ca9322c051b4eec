import { gql } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';

import { BrowserPersistence, MemoryStorage } from '../storage';
import { createApolloClient } from './createApolloClient';
import { PreloadedAnswers } from './preloadedAnswers';
import { usePageFetchPolicy } from './usePageFetchPolicy';

const CATEGORY = gql`
  query getCategory($uid: String!) {
    category(uid: $uid) {
      uid
    }
  }
`;

async function setup(written: boolean) {
  const answers = new PreloadedAnswers();
  answers.add([{ operationName: 'getCategory', variables: { uid: 'Mw==' }, data: { category: { __typename: 'CategoryTree', uid: 'Mw==' } } }]);
  const client = createApolloClient({
    preloadedAnswers: answers,
    cacheStorage: false,
    storage: new BrowserPersistence({ storage: new MemoryStorage() })
  });
  if (written) await answers.writeTo(client, [CATEGORY]);
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { wrapper };
}

describe('usePageFetchPolicy', () => {
  it("reads the cache for the page's own answer, then keeps the talon's policy", async () => {
    const { wrapper } = await setup(true);
    const { result, rerender } = renderHook(({ uid }) => usePageFetchPolicy(CATEGORY, { uid }, 'cache-and-network'), {
      wrapper,
      initialProps: { uid: 'Mw==' }
    });
    expect(result.current).toBe('cache-first');
    rerender({ uid: 'Mw==' });
    expect(result.current).toBe('cache-first');
    rerender({ uid: 'Mg==' });
    expect(result.current).toBe('cache-and-network');
    rerender({ uid: 'Mw==' });
    expect(result.current).toBe('cache-and-network');
  });

  it("keeps the talon's policy without an answer in the cache", async () => {
    const { wrapper } = await setup(false);
    const { result } = renderHook(() => usePageFetchPolicy(CATEGORY, { uid: 'Mw==' }, 'network-only'), { wrapper });
    expect(result.current).toBe('network-only');
  });
});

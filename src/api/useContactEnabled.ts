// Whether the store has its contact page switched on (storeConfig contact_enabled): the page
// itself and the navigation drawer's 'Contact Us' link follow it (the footer reads the flag with its
// own storeConfig fields).
import { useQuery } from '@apollo/client/react';

import { GetContactConfigDocument } from './contactConfig.generated';

export interface ContactEnabled {
  /** storeConfig is on its way. */
  isLoading: boolean;
  /** contact_enabled; undefined while unknown (loading, or the request failed: then it stays offered). */
  enabled: boolean | undefined;
}

export function useContactEnabled(): ContactEnabled {
  const { data, loading } = useQuery(GetContactConfigDocument, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const value = data?.storeConfig?.contact_enabled;
  return { isLoading: loading && !data, enabled: typeof value === 'boolean' ? value : undefined };
}

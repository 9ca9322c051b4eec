// Whether the store has its contact page switched on (storeConfig contact_enabled, spec §5): the page
// itself, the footer's and the navigation drawer's 'Contact Us' links follow it.
import { useQuery } from '@apollo/client/react';

import { GetContactConfigDocument } from './ContactPage/contactPage.generated';

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

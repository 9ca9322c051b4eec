import { useQuery } from '@apollo/client/react';

import { GET_CONTACT_CONFIG } from './contactPage.gql';

export interface ContactPageTalon {
  /** storeConfig is on its way: the form's place shows a placeholder. */
  isLoading: boolean;
  /** contact_enabled: the form is shown only then (spec §5). */
  isEnabled: boolean;
}

export function useContactPage(): ContactPageTalon {
  const { data, loading } = useQuery(GET_CONTACT_CONFIG, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return { isLoading: loading && !data, isEnabled: data?.storeConfig?.contact_enabled === true };
}

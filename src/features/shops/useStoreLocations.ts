import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';

import { useCapability } from '../../components/Capabilities';
import { STORE_LOCATION_PAGE_SIZE } from '../../lib/constants';
import { toShops, type Shop } from './locationModel';
import { GetStoreLocationsDocument } from './shops.generated';

export interface StoreLocationsTalon {
  shops: Shop[];
  isLoading: boolean;
  /** The list could not be fetched and nothing is shown. */
  hasError: boolean;
  retry(): void;
}

/** All shops of the store view (200 a page, first page, always from the network). */
export function useStoreLocations(): StoreLocationsTalon {
  const hasShops = useCapability('storeLocator');
  const { data, loading, error, refetch } = useQuery(GetStoreLocationsDocument, {
    variables: { pageSize: STORE_LOCATION_PAGE_SIZE, currentPage: 1 },
    skip: !hasShops,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true
  });
  const shops = useMemo(() => toShops(data?.MpStoreLocatorLocations?.items), [data]);
  const retry = useCallback(() => {
    // A failure is shown by the query's own error state.
    refetch().catch(() => undefined);
  }, [refetch]);
  return { shops, isLoading: loading && !data, hasError: Boolean(error) && !data && !loading, retry };
}

import { useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { findShop, shopWeekday, type Shop } from '../locationModel';
import { useStoreLocations } from '../useStoreLocations';

export interface ShopPageTalon {
  /** The id or URL key of the address; '' on /shop without one. */
  shopId: string;
  isLoading: boolean;
  hasError: boolean;
  retry(): void;
  /** Undefined once loaded: no such shop. */
  shop: Shop | undefined;
  /** Today's weekday at the shop (0 = Monday). */
  today: number;
}

export function useShopPage(now: () => Date = () => new Date()): ShopPageTalon {
  const { id = '' } = useParams<{ id?: string }>();
  const { shops, isLoading, hasError, retry } = useStoreLocations();
  const shop = useMemo(() => findShop(shops, id), [shops, id]);
  return { shopId: id, isLoading, hasError, retry, shop, today: shopWeekday(now(), shop?.timeZone) };
}

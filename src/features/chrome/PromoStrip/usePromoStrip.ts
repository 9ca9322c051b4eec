import { useMemo } from 'react';

import { inStore, useStoreView } from '../../../components/storeView';
import { activePromoStrips, PROMO_STRIPS, type PromoStripConfig } from '../../../lib/promo';

export interface ActivePromoStrip {
  config: PromoStripConfig;
  href: string;
}

/** The dated strips of today (src/lib/promo), with their links in the current store view. */
export function usePromoStrip(strips: readonly PromoStripConfig[] = PROMO_STRIPS): ActivePromoStrip[] {
  const view = useStoreView();
  // The day is read once per page: a strip does not vanish under the visitor at midnight.
  const today = useMemo(() => new Date(), []);
  return useMemo(
    () => activePromoStrips(today, strips).map((config) => ({ config, href: inStore(view, config.path) })),
    [strips, today, view]
  );
}

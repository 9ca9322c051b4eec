/**
 * Dated promotion strips (the Valentine promo strip is shown 2025-02-14 to 2025-02-17).
 * Dates, target page and texts live here so a new campaign is one entry, not a code change in the
 * header. Texts are react-intl descriptors (English default, Romanian in i18n/ro_RO.json).
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { VALENTINE_PROMO } from './constants';
import { isWithinDays } from './dates';

export interface PromoStripConfig {
  /** Stable key (React key, data attribute for styling). */
  id: string;
  /** First day shown, 'YYYY-MM-DD', local time, inclusive. */
  firstDay: string;
  /** Last day shown, 'YYYY-MM-DD', local time, inclusive. */
  lastDay: string;
  /** Page the strip links to, inside the store view ('/gnc-vday.html'). */
  path: string;
  message: MessageDescriptor;
  linkLabel: MessageDescriptor;
  /** Colours of the strip. */
  theme: { background: string; color: string };
}

export const VALENTINE_STRIP: PromoStripConfig = {
  id: 'valentine',
  firstDay: VALENTINE_PROMO.from,
  lastDay: VALENTINE_PROMO.to,
  path: '/gnc-vday.html',
  ...defineMessages({
    message: {
      id: 'promoStrip.valentine.message',
      defaultMessage: 'Valentine’s Day at GNC: gifts for your loved ones, 14–17 February'
    },
    linkLabel: { id: 'promoStrip.valentine.link', defaultMessage: 'See the gifts' }
  }),
  theme: { background: '#fde3ea', color: '#8a0f2e' }
};

/** Every dated strip the header knows, in display order. */
export const PROMO_STRIPS: readonly PromoStripConfig[] = [VALENTINE_STRIP];

/** The strips whose days include `now` (both ends inclusive). */
export function activePromoStrips(now: Date, strips: readonly PromoStripConfig[] = PROMO_STRIPS): PromoStripConfig[] {
  return strips.filter((strip) => isWithinDays(now, strip.firstDay, strip.lastDay));
}

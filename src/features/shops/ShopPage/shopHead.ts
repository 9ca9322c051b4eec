// The heads of the shop pages, the same on the server (the page planner) and in the browser: the shop
// list's, and a shop's with its address, opening hours and place on the map as schema.org Store (what
// a search engine shows in a local result).
import type { IntlShape } from 'react-intl';

import { toAbsoluteUrl, type DocumentHead } from '../../../components/Head';
import { inStore, type ActiveStoreView } from '../../../components/storeView';
import { addressLines, groupHours, shopPath, type Shop } from '../locationModel';

type FormatMessage = IntlShape['formatMessage'];

/** The locator's own address (/shop without an id opens it too). */
export const SHOP_LIST_PATH = '/shops';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function shopListHead(formatMessage: FormatMessage, view: Pick<ActiveStoreView, 'basePath'>): DocumentHead {
  return {
    title: formatMessage({ id: 'shops.title', defaultMessage: 'Our shops' }),
    description: formatMessage({
      id: 'shops.metaDescription',
      defaultMessage: 'GNC shops in Romania: addresses, phone numbers, opening hours and directions.'
    }),
    canonical: inStore(view, SHOP_LIST_PATH),
    share: { type: 'website' }
  };
}

export function shopNotFoundHead(formatMessage: FormatMessage): DocumentHead {
  return { title: formatMessage({ id: 'shop.notFoundTitle', defaultMessage: 'Shop not found' }), robots: 'noindex' };
}

export function shopHead(shop: Shop, formatMessage: FormatMessage, view: Pick<ActiveStoreView, 'basePath'>, origin: string): DocumentHead {
  const canonical = inStore(view, shopPath(shop));
  const openDays = groupHours(shop.hours).filter((group) => group.open);
  return {
    title: shop.name,
    description: formatMessage(
      { id: 'shop.metaDescription', defaultMessage: '{name}, {address}: opening hours, phone and directions.' },
      { name: shop.name, address: addressLines(shop).join(', ') }
    ),
    canonical,
    share: { type: 'website' },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Store',
      name: shop.name,
      url: toAbsoluteUrl(canonical, origin),
      address: {
        '@type': 'PostalAddress',
        streetAddress: shop.street,
        addressLocality: shop.city,
        postalCode: shop.postcode,
        ...(shop.region ? { addressRegion: shop.region } : {}),
        addressCountry: shop.country || 'RO'
      },
      geo: { '@type': 'GeoCoordinates', latitude: shop.latitude, longitude: shop.longitude },
      ...(shop.phones[0] ? { telephone: shop.phones[0] } : {}),
      ...(shop.email ? { email: shop.email } : {}),
      ...(openDays.length > 0
        ? {
            openingHoursSpecification: openDays.map((group) => ({
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: SCHEMA_DAYS.slice(group.firstDay, group.lastDay + 1),
              opens: group.from,
              closes: group.to
            }))
          }
        : {})
    }
  };
}

// The mega menu's code and answer, started at start-up in a desktop-wide window (app/bootstrap.ts, as
// soon as the Apollo client exists) alongside the page's own work, not when the header first renders:
// the bar was an empty strip for a while after the page showed. Light on purpose (no React, no view
// code): it runs in the start-up's data stage.
import type { ApolloClient } from '@apollo/client';

import { BREAKPOINTS } from '../../../lib/constants';
import { GetMegaMenuDocument } from '../navigation.generated';

export const DESKTOP_MENU_QUERY = `(min-width: ${BREAKPOINTS.desktopHeader}px)`;

export const loadMegaMenu = () => import(/* webpackChunkName: "mega-menu" */ './MegaMenu');

export function prefetchDesktopMenu(client: ApolloClient): void {
  if (typeof window.matchMedia !== 'function' || !window.matchMedia(DESKTOP_MENU_QUERY).matches) return;
  loadMegaMenu().catch(() => undefined);
  // The menu's own useQuery finds the answer in the cache, or joins the request in flight.
  client.query({ query: GetMegaMenuDocument }).catch(() => undefined);
}

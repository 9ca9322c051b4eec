// The mega menu's slot in the header: the menu exists only at 1240 px and wider (spec §2), so its code
// is loaded (and its queries run) only when the window is that wide.
import { lazy, Suspense, useSyncExternalStore } from 'react';

import { BREAKPOINTS } from '../../../lib/constants';
import styles from './desktopMenu.module.css';

const MegaMenu = lazy(() => import(/* webpackChunkName: "mega-menu" */ './MegaMenu'));

export const DESKTOP_MENU_QUERY = `(min-width: ${BREAKPOINTS.desktopHeader}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(DESKTOP_MENU_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDesktop(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_MENU_QUERY).matches;
}

export default function DesktopMenu() {
  const desktop = useSyncExternalStore(subscribe, isDesktop, () => false);
  if (!desktop) return null;
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <MegaMenu />
    </Suspense>
  );
}

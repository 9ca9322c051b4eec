// The mega menu's slot in the header: the menu exists only at 1240 px and wider, so its code
// is loaded (and its queries run) only when the window is that wide.
import { Suspense } from 'react';

import { lazyInTask } from '../../../components/lazyInTask';

import { useMediaQuery } from '../../../components/MediaQuery/useMediaQuery';
import { BREAKPOINTS } from '../../../lib/constants';
import styles from './desktopMenu.module.css';

const MegaMenu = lazyInTask(() => import(/* webpackChunkName: "mega-menu" */ './MegaMenu'));

export const DESKTOP_MENU_QUERY = `(min-width: ${BREAKPOINTS.desktopHeader}px)`;

export default function DesktopMenu() {
  const desktop = useMediaQuery(DESKTOP_MENU_QUERY);
  if (!desktop) return null;
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <MegaMenu />
    </Suspense>
  );
}

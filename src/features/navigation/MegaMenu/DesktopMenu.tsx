// The mega menu's slot in the header: the menu exists only at 1240 px and wider, so its code
// is loaded (and its queries run) only when the window is that wide. The chunk and the menu's query
// start together at start-up when the window is that wide (prefetchDesktopMenu), else when it becomes so.
import { useApolloClient } from '@apollo/client/react';
import { Suspense, useEffect } from 'react';

import { lazyInTask } from '../../../components/lazyInTask';

import { useMediaQuery } from '../../../components/MediaQuery/useMediaQuery';
import styles from './desktopMenu.module.css';
import { DESKTOP_MENU_QUERY, loadMegaMenu, prefetchDesktopMenu } from './prefetchDesktopMenu';

const MegaMenu = lazyInTask(loadMegaMenu);

export { DESKTOP_MENU_QUERY };

export default function DesktopMenu() {
  const desktop = useMediaQuery(DESKTOP_MENU_QUERY);
  const client = useApolloClient();
  // A window widened to desktop after start-up: the query need not wait for the chunk either.
  useEffect(() => {
    if (desktop) prefetchDesktopMenu(client);
  }, [client, desktop]);
  if (!desktop) return null;
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <MegaMenu />
    </Suspense>
  );
}

// The page frame: skip link, loading bar, header, main (routes), footer, the navigation and mini-cart
// drawers, toasts and the scroll-to-top arrow. The shell composes the features: the header's search,
// account and cart triggers and mega menu come from their own features, placed in the header's slots;
// the navigation drawer gets the account feature's views (ShellNavigationDrawer).
import { memo, Suspense, useEffect, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import BootStage from '../../components/BootStage';
import ErrorBoundary from '../../components/ErrorBoundary';
import LoadingBar from '../../components/LoadingBar';
import ScrollToTop from '../../components/ScrollToTop';
import Toasts from '../../components/Toasts';
import { AccountTrigger, useAccountSession } from '../../features/account/shell';
import { CartTrigger, useCartStartup } from '../../features/cart';
import { Footer, Header } from '../../features/chrome';
import { CookieConsentMount } from '../../features/consent';
import { DesktopMenu } from '../../features/navigation';
import { PwaStatus } from '../../features/pwa';
import { HeaderSearch } from '../../features/search';
import { afterPageSettles } from '../../lib/idle';
import { HeaderSkeleton } from '../i18n/LocaleProvider';
import AppRoutes from '../routing/AppRoutes';
import { lazyComponent } from '../routing/lazyComponent';
import StoreViewGuard from '../storeView/StoreViewGuard';
import { useStoreSwitch } from '../storeView/useStoreSwitch';
import styles from './appShell.module.css';
import { useAppShell } from './useAppShell';
import { selectIsPageLoading } from '../../store/app/selectors';
import { useAppSelector } from '../../store/hooks';

// The drawers are not needed for the first paint: their chunks load once the page has settled (or on
// first open), and they mount the first time they open.
const navigationDrawer = lazyComponent(
  () => import(/* webpackChunkName: "drawers" */ './ShellNavigationDrawer')
);
const miniCart = lazyComponent(() => import(/* webpackChunkName: "drawers" */ '../../features/cart/MiniCart'));

function usePreloadWhenSettled(...preloads: Array<() => Promise<unknown>>) {
  useEffect(() => {
    const run = () => preloads.forEach((preload) => void preload().catch(() => undefined));
    return afterPageSettles(run);
    // Preload once per shell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** True from the first time `open` is true. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

// The page and the footer do not depend on the shell's state (drawers, loading bar, store switch):
// memoised, they do not render again when it changes — a whole page's render each time.
const Main = memo(function Main({ pathname }: { pathname: string }) {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      <ErrorBoundary resetKey={pathname}>
        {/* On the first load the page renders in the task after the header's (and its parts later). */}
        <BootStage>
          <AppRoutes />
        </BootStage>
      </ErrorBoundary>
    </main>
  );
});
const ShellFooter = memo(Footer);

/** The loading bar follows the store's page-loading flag itself: the memoised header never re-renders for it. */
function PageLoadingBar() {
  return <LoadingBar isLoading={useAppSelector(selectIsPageLoading)} />;
}
const PAGE_LOADING_BAR = <PageLoadingBar />;
const ShellHeader = memo(Header);
// The header's slots that do not change with the shell's state (the memoised header keeps them).
const HEADER_SEARCH = <HeaderSearch />;
const ACCOUNT_TRIGGER = <AccountTrigger />;
const DESKTOP_MENU = <DesktopMenu />;
// Nothing to show at first (online): on the first load it mounts after the page's parts.
const PWA_STATUS = (
  <BootStage late>
    <PwaStatus />
  </BootStage>
);

export default function AppShell() {
  const shell = useAppShell();
  // Signed-in start-up: customer details and the session-expiry watch.
  useAccountSession();
  useCartStartup();
  const storeSwitch = useStoreSwitch();
  const navigationOpened = useOpenedOnce(shell.isNavigationOpen);
  const miniCartOpened = useOpenedOnce(shell.isMiniCartOpen);
  usePreloadWhenSettled(navigationDrawer.preload, miniCart.preload);
  const { Component: NavigationDrawer } = navigationDrawer;
  const { Component: MiniCart } = miniCart;
  const cartTrigger = useMemo(() => <CartTrigger onOpenMiniCart={shell.openMiniCart} />, [shell.openMiniCart]);

  return (
    <div className={styles.root}>
      <a className={styles.skipLink} href="#main">
        <FormattedMessage id="app.skipToContent" defaultMessage="Skip to main content" />
      </a>
      <CookieConsentMount />
      {/* On the first load the header renders in the task after the shell's (providers, hooks), the
          skeleton's boxes of index.html standing in for it meanwhile; the page comes in the next. */}
      <BootStage fallback={<HeaderSkeleton />}>
        <ShellHeader
          onOpenNavigation={shell.openNavigation}
          storeSwitch={storeSwitch}
          search={HEADER_SEARCH}
          accountTrigger={ACCOUNT_TRIGGER}
          cartTrigger={cartTrigger}
          menu={DESKTOP_MENU}
          loadingBar={PAGE_LOADING_BAR}
          status={PWA_STATUS}
        />
      </BootStage>
      <Main pathname={shell.pathname} />
      <ShellFooter />
      <Suspense fallback={null}>
        {navigationOpened ? (
          <NavigationDrawer open={shell.isNavigationOpen} onClose={shell.closeDrawer} storeSwitch={storeSwitch} />
        ) : null}
        {miniCartOpened ? <MiniCart open={shell.isMiniCartOpen} onClose={shell.closeDrawer} /> : null}
      </Suspense>
      {/* Nothing here is on screen at first: on the first load it mounts after the page's parts. */}
      <BootStage late>
        <Toasts isDrawerOpen={shell.isNavigationOpen || shell.isMiniCartOpen} />
        <ScrollToTop />
        <StoreViewGuard />
      </BootStage>
    </div>
  );
}

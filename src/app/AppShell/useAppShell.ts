// The shell's talon: drawers, connectivity and unhandled-error toasts, scroll on page change (the
// loading bar follows the page-loading flag itself: AppShell's PageLoadingBar).
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { TOAST_LONG_TIMEOUT } from '../../lib/constants';
import { showToast } from '../../lib/toasts';
import { appActions } from '../../store/app/actions';
import { watchConnectivity, watchUnhandledErrors } from '../../store/app/asyncActions';
import { selectDrawer, selectUnhandledErrors } from '../../store/app/selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

export const NAVIGATION_DRAWER = 'nav';
export const MINI_CART_DRAWER = 'cart';

export function useAppShell() {
  const dispatch = useAppDispatch();
  const { formatMessage } = useIntl();
  const { pathname } = useLocation();
  const drawer = useAppSelector(selectDrawer);
  const unhandledErrors = useAppSelector(selectUnhandledErrors);

  const offlineText = formatMessage({
    id: 'app.offline',
    defaultMessage: 'You are offline. Some features may be unavailable.'
  });
  const onlineText = formatMessage({ id: 'app.online', defaultMessage: 'You are online.' });
  const unexpectedErrorText = formatMessage({
    id: 'app.unexpectedError',
    defaultMessage: 'Sorry! An unexpected error occurred.'
  });

  useEffect(
    () => watchConnectivity(dispatch, { messages: { offline: offlineText, online: onlineText } }),
    [dispatch, offlineText, onlineText]
  );

  useEffect(() => watchUnhandledErrors(dispatch), [dispatch]);

  // Each unhandled error becomes a 15 s error toast with its debug text, then counts as handled.
  useEffect(() => {
    for (const record of unhandledErrors) {
      showToast('error', `${unexpectedErrorText} Debug: ${record.id} ${record.message}`, TOAST_LONG_TIMEOUT);
      dispatch(appActions.markErrorHandled(record.id));
    }
  }, [dispatch, unexpectedErrorText, unhandledErrors]);

  // A new page starts at the top, with the drawers closed.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    window.scrollTo(0, 0);
    dispatch(appActions.toggleDrawer(null));
  }, [dispatch, pathname]);

  const openNavigation = useCallback(() => dispatch(appActions.toggleDrawer(NAVIGATION_DRAWER)), [dispatch]);
  const openMiniCart = useCallback(() => dispatch(appActions.toggleDrawer(MINI_CART_DRAWER)), [dispatch]);
  const closeDrawer = useCallback(() => dispatch(appActions.toggleDrawer(null)), [dispatch]);

  return {
    isNavigationOpen: drawer === NAVIGATION_DRAWER,
    isMiniCartOpen: drawer === MINI_CART_DRAWER,
    openNavigation,
    openMiniCart,
    closeDrawer,
    pathname
  };
}

// The cookie consent banner's talon: shows the banner when no choice is stored, sends the
// choice to the server (failures ignored), keeps it in browser storage, hides the banner
// 0.5 s after a decision, reopens it from the floating widget or the footer's 'Cookie Settings', and
// lets the consent-gated scripts load once their category is accepted.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { createRestClient } from '../../../api/rest';
import { useNavigateWhenReady } from '../../../components/Link';
import { inStore, useStoreView } from '../../../components/storeView';
import { TIMINGS } from '../../../lib/constants';
import { onOpenCookieSettings } from '../../../lib/cookieSettings';
import { useSanitizer } from '../../../lib/sanitizer';
import { isExternalUrl, toRelativeUrl } from '../../../lib/url';
import { useAppStore } from '../../../store/hooks';
import { createConsentApi, type ConsentApi } from '../consentApi';
import {
  isConsentGiven,
  OPTIONAL_CONSENT_CATEGORIES,
  readAcceptedCategories,
  storeAcceptedCategories,
  storeCookieAccept,
  type OptionalConsentCategory
} from '../consentModel';
import { getConsentScriptLoader, type ConsentScriptLoader } from '../consentScripts';
import { needsSanitizer, prepareBannerHtml } from './bannerHtml';
import { consentReducer, initialConsentState } from './consentReducer';

export const COOKIE_POLICY_PATH = '/politica-de-cookies';

export interface UseCookieConsentOptions {
  /** Something asked for the cookie settings before this chunk had loaded. */
  openOnMount?: boolean;
  /** Defaults to the site's own REST endpoints. */
  api?: ConsentApi;
  /** Defaults to the page's shared loader. */
  scripts?: ConsentScriptLoader;
}

interface ContentState {
  storeCode: string | null;
  status: 'idle' | 'loading' | 'done';
  html: string | null;
}

type Choice = 'accept' | 'acceptAll' | 'decline';

export function useCookieConsent(options: UseCookieConsentOptions = {}) {
  const storage = useAppStore().extra.storage;
  const view = useStoreView();
  const navigate = useNavigate();
  const navigateWhenReady = useNavigateWhenReady();

  // Store code read at call time: the content follows the view the shopper is in.
  const storeCodeRef = useRef(view.code);
  storeCodeRef.current = view.code;
  const defaultApi = useMemo(
    () => createConsentApi(createRestClient({ getStoreCode: () => storeCodeRef.current })),
    []
  );
  const api = options.api ?? defaultApi;
  const scripts = useMemo(() => options.scripts ?? getConsentScriptLoader(), [options.scripts]);

  const [state, dispatch] = useReducer(consentReducer, undefined, () =>
    initialConsentState(isConsentGiven(storage), readAcceptedCategories(storage))
  );
  const [content, setContent] = useState<ContentState>({ storeCode: null, status: 'idle', html: null });

  const bannerRef = useRef<HTMLElement>(null);
  const widgetRef = useRef<HTMLButtonElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(hideTimer.current);
    };
  }, []);

  // A later visit: the categories accepted before may load their scripts now.
  useEffect(() => {
    if (isConsentGiven(storage)) scripts.apply(readAcceptedCategories(storage));
  }, [scripts, storage]);

  // The banner's text, in the current view's language, once the banner is to be shown.
  const wantsContent = state.phase !== 'hidden' && content.storeCode !== view.code;
  useEffect(() => {
    if (!wantsContent) return;
    const storeCode = view.code;
    setContent({ storeCode, status: 'loading', html: null });
    void api.fetchContent().then((html) => {
      if (!mounted.current) return;
      setContent((current) => (current.storeCode === storeCode ? { storeCode, status: 'done', html } : current));
    });
  }, [api, view.code, wantsContent]);

  const cancelHide = () => clearTimeout(hideTimer.current);

  /** Before the banner disappears: should focus go somewhere sensible afterwards? */
  const noteFocusBeforeHiding = () => {
    const active = document.activeElement;
    restoreFocus.current = Boolean(bannerRef.current && active && bannerRef.current.contains(active));
  };

  const reopen = useCallback(() => {
    cancelHide();
    storeCookieAccept(storage, false);
    const active = document.activeElement;
    returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    dispatch({ type: 'reopen', selected: readAcceptedCategories(storage) });
  }, [storage]);

  useEffect(() => onOpenCookieSettings(reopen), [reopen]);
  useEffect(() => {
    if (options.openOnMount) reopen();
    // Only what was asked before the chunk loaded; later requests arrive through the event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const decide = (choice: Choice) => {
    if (state.phase !== 'open') return;
    const chosen: OptionalConsentCategory[] =
      choice === 'decline' ? [] : choice === 'acceptAll' ? [...OPTIONAL_CONSENT_CATEGORIES] : state.selected;
    storeCookieAccept(storage, true);
    // The shopper's choice counts even when the call fails; the server's answer refines it.
    storeAcceptedCategories(storage, chosen);
    dispatch({ type: 'decide', selected: chosen });
    cancelHide();
    hideTimer.current = setTimeout(() => {
      noteFocusBeforeHiding();
      dispatch({ type: 'hide' });
    }, TIMINGS.cookieBannerHide);
    if (choice === 'decline') {
      scripts.apply([]);
      void api.decline();
      return;
    }
    void api.accept(chosen).then((confirmed) => {
      const accepted = confirmed ?? chosen;
      // A reopen meanwhile does not undo the choice the server just recorded.
      storeAcceptedCategories(storage, accepted);
      scripts.apply(accepted);
    });
  };

  const close = () => {
    if (state.phase !== 'open') return;
    cancelHide();
    storeCookieAccept(storage, false);
    noteFocusBeforeHiding();
    dispatch({ type: 'close' });
  };

  const isContentReady = content.storeCode === view.code && content.status === 'done';
  const isBannerVisible = state.phase !== 'hidden' && isContentReady;
  const isWidgetVisible = state.phase === 'hidden';

  // Opened by the shopper: focus moves into the banner (it is not modal; the page stays usable).
  useEffect(() => {
    if (isBannerVisible && state.openedByShopper) bannerRef.current?.focus();
  }, [isBannerVisible, state.openedByShopper]);

  // Hidden while focus was in it: back to what opened it, else to the reopen widget.
  useEffect(() => {
    if (!isWidgetVisible || !restoreFocus.current) return;
    restoreFocus.current = false;
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target && target.isConnected && target !== widgetRef.current) target.focus();
    else widgetRef.current?.focus();
  }, [isWidgetVisible]);

  // Keyboard focus must not land behind the fixed banner: page scrolling keeps clear of its height.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!isBannerVisible || !banner || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [isBannerVisible]);

  const moreDetailsPath = inStore(view, COOKIE_POLICY_PATH);
  // DOMPurify is loaded only for banner HTML that is not simple formatted text.
  const isSanitizerNeeded = useMemo(() => (content.html ? needsSanitizer(content.html) : false), [content.html]);
  const sanitize = useSanitizer(isSanitizerNeeded);
  const contentHtml = useMemo(
    () => (content.html ? prepareBannerHtml(content.html, moreDetailsPath, sanitize) || null : null),
    [content.html, moreDetailsPath, sanitize]
  );

  /** Internal links in the server's HTML navigate in the app instead of reloading the page. */
  const handleContentClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!anchor || (anchor.getAttribute('target') ?? '_self') !== '_self') return;
    const href = anchor.getAttribute('href') ?? '';
    if (!href || href.startsWith('#') || isExternalUrl(href)) return;
    event.preventDefault();
    const path = toRelativeUrl(href);
    if (navigateWhenReady) void navigateWhenReady(path);
    else void navigate(path);
  };

  const handleBannerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  return {
    isBannerVisible,
    isDeciding: state.phase === 'deciding',
    isWidgetVisible,
    contentHtml,
    selectedCategories: state.selected,
    moreDetailsPath,
    bannerRef,
    widgetRef,
    toggleCategory: (category: OptionalConsentCategory) => dispatch({ type: 'toggle', category }),
    accept: () => decide('accept'),
    acceptAll: () => decide('acceptAll'),
    decline: () => decide('decline'),
    close,
    reopen,
    handleContentClick,
    handleBannerKeyDown
  };
}

// Page frames. GuestPage: a centred column (sign-in, create account, password pages). AccountPage: the
// signed-in pages, with the account navigation beside the content on wide screens and above it as a
// scrollable strip on phones.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { useHasExtension } from '../../../components/Capabilities';
import Link from '../../../components/Link';
import { useStoreView } from '../../../components/storeView';
import { ACCOUNT_LINK_MESSAGES, ACCOUNT_LINKS, accountLinkPath } from './accountLinks';
import styles from './accountPage.module.css';

export function GuestPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.guest} aria-labelledby="account-page-title">
      <h1 id="account-page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export interface AccountPageProps {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

export function AccountPage({ title, intro, children }: AccountPageProps) {
  const { formatMessage } = useIntl();
  const hasExtension = useHasExtension();
  const { basePath } = useStoreView();
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // Phones: the strip scrolls sideways; the current page's link is brought into it, centred where it can
  // be ('Address Book' sat off screen to the right). Only the strip moves, not the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const linkBox = link.getBoundingClientRect();
    const offset = linkBox.left - list.getBoundingClientRect().left;
    list.scrollLeft = Math.max(0, list.scrollLeft + offset - (list.clientWidth - linkBox.width) / 2);
  }, [pathname]);
  return (
    <div className={styles.account}>
      <nav className={styles.nav} aria-label={formatMessage({ id: 'accountPage.nav', defaultMessage: 'Account pages' })}>
        <ul className={styles.navList} ref={listRef}>
          {ACCOUNT_LINKS.filter((link) => hasExtension(link.extension)).map((link) => {
            const to = accountLinkPath(link, basePath);
            const current = pathname === to || pathname.startsWith(`${to}/`);
            return (
              <li key={link.id}>
                <Link to={to} className={current ? styles.navLinkCurrent : styles.navLink} aria-current={current ? 'page' : undefined}>
                  {formatMessage(ACCOUNT_LINK_MESSAGES[link.id])}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className={styles.content} aria-labelledby="account-page-title">
        <h1 id="account-page-title" className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}

/** Loading and error states inside a page. */
export function PageStatus({ kind, children }: { kind: 'loading' | 'error' | 'empty'; children: ReactNode }) {
  return (
    <p className={kind === 'error' ? styles.statusError : styles.status} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

export interface ListState {
  isLoading: boolean;
  loadError?: string | null;
}

/** A page query's ListState: loading until its first answer; its error only while there is no answer to show. */
export function loadState({ data, loading, error }: { data?: unknown; loading: boolean; error?: { message: string } }): ListState & { loadError: string | null } {
  return { isLoading: loading && !data, loadError: error && !data ? error.message : null };
}

/** What a page shows while its data loads or when it failed to load; null once it has its data. */
export function loadStatus(state: ListState): ReactNode {
  if (state.isLoading) {
    return (
      <PageStatus kind="loading">
        <FormattedMessage id="account.loading" defaultMessage="Fetching Data..." />
      </PageStatus>
    );
  }
  if (state.loadError) return <PageStatus kind="error">{state.loadError}</PageStatus>;
  return null;
}

/**
 * What a list page (orders, wishlist, saved cards…) shows instead of its list: the loading message, the
 * load error or the empty message; null when there is a list to show.
 */
export function listPageStatus(state: ListState, isEmpty: boolean, emptyMessage: ReactNode): ReactNode {
  const status = loadStatus(state);
  if (status) return status;
  if (isEmpty) return <PageStatus kind="empty">{emptyMessage}</PageStatus>;
  return null;
}

// The frame of a paged account list (orders, wishlist): the page's title and head, the loading, error or
// empty message, else the count, the list and the paging.
import type { ReactNode } from 'react';

import { useDocumentHead } from '../../../components/Head';
import Pager from '../OrderHistory/Pager';
import { AccountPage, listPageStatus, type ListState } from './AccountPage';
import styles from './accountPage.module.css';

export interface PagedListState extends ListState {
  currentPage: number;
  totalPages: number;
  goToPage(page: number): void;
}

interface AccountListPageProps {
  title: string;
  talon: PagedListState;
  isEmpty: boolean;
  emptyMessage: ReactNode;
  /** The line above the list ("3 orders"). */
  count: ReactNode;
  /** The paging's accessible name. */
  pagesLabel: string;
  /** The list. */
  children: ReactNode;
}

export function AccountListPage({ title, talon, isEmpty, emptyMessage, count, pagesLabel, children }: AccountListPageProps) {
  useDocumentHead({ title, robots: 'noindex' });
  const status = listPageStatus(talon, isEmpty, emptyMessage);
  return (
    <AccountPage title={title}>
      {status ?? (
        <>
          <p className={styles.count}>{count}</p>
          {children}
          <Pager currentPage={talon.currentPage} totalPages={talon.totalPages} onPage={talon.goToPage} label={pagesLabel} />
        </>
      )}
    </AccountPage>
  );
}

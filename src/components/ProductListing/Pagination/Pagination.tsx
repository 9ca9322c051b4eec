// Pagination: previous / next and page numbers (first, last, the current page and its neighbours,
// gaps as an ellipsis). Real links, so a page opens in a new tab too; a plain click stays in the app.
import type { MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { pageWindow } from '../listingModel';
import styles from './pagination.module.css';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  pageHref(page: number): string;
  onNavigate(page: number): void;
}

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export default function Pagination({ currentPage, totalPages, pageHref, onNavigate }: PaginationProps) {
  const { formatMessage } = useIntl();
  if (totalPages <= 1) return null;
  const link = (page: number) => ({
    href: pageHref(page),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onNavigate(page);
    }
  });
  const previousLabel = formatMessage({ id: 'pagination.previous', defaultMessage: 'Previous page' });
  const nextLabel = formatMessage({ id: 'pagination.next', defaultMessage: 'Next page' });

  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'pagination.label', defaultMessage: 'Pagination' })}>
      {currentPage > 1 ? (
        <a className={styles.step} rel="prev" aria-label={previousLabel} {...link(currentPage - 1)}>
          <span className={styles.arrowLeft} aria-hidden="true" />
        </a>
      ) : (
        <span className={styles.stepDisabled} aria-disabled="true" aria-label={previousLabel} role="link">
          <span className={styles.arrowLeft} aria-hidden="true" />
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(currentPage, totalPages).map((page, index) =>
          page == null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                className={page === currentPage ? styles.current : styles.page}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={formatMessage({ id: 'pagination.page', defaultMessage: 'Page {page}' }, { page })}
                {...link(page)}
              >
                {page}
              </a>
            </li>
          )
        )}
      </ol>
      {currentPage < totalPages ? (
        <a className={styles.step} rel="next" aria-label={nextLabel} {...link(currentPage + 1)}>
          <span className={styles.arrowRight} aria-hidden="true" />
        </a>
      ) : (
        <span className={styles.stepDisabled} aria-disabled="true" aria-label={nextLabel} role="link">
          <span className={styles.arrowRight} aria-hidden="true" />
        </span>
      )}
      <p className={styles.summary}>
        <FormattedMessage
          id="pagination.summary"
          defaultMessage="Page {page} of {total}"
          values={{ page: currentPage, total: totalPages }}
        />
      </p>
    </nav>
  );
}

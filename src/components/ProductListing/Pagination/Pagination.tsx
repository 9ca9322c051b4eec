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

type LinkProps = { href: string; onClick(event: MouseEvent<HTMLAnchorElement>): void };

/** Previous or next: a link, or a disabled stand-in at the first or last page. */
function Step({ link, rel, label, arrowClassName }: { link: LinkProps | null; rel: 'prev' | 'next'; label: string; arrowClassName: string }) {
  const arrow = <span className={arrowClassName} aria-hidden="true" />;
  return link ? (
    <a className={styles.step} rel={rel} aria-label={label} {...link}>
      {arrow}
    </a>
  ) : (
    <span className={styles.stepDisabled} aria-disabled="true" aria-label={label} role="link">
      {arrow}
    </span>
  );
}

export default function Pagination({ currentPage, totalPages, pageHref, onNavigate }: PaginationProps) {
  const { formatMessage } = useIntl();
  if (totalPages <= 1) return null;
  const link = (page: number): LinkProps => ({
    href: pageHref(page),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onNavigate(page);
    }
  });

  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'pagination.label', defaultMessage: 'Pagination' })}>
      <Step
        link={currentPage > 1 ? link(currentPage - 1) : null}
        rel="prev"
        label={formatMessage({ id: 'pagination.previous', defaultMessage: 'Previous page' })}
        arrowClassName={styles.arrowLeft}
      />
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
      <Step
        link={currentPage < totalPages ? link(currentPage + 1) : null}
        rel="next"
        label={formatMessage({ id: 'pagination.next', defaultMessage: 'Next page' })}
        arrowClassName={styles.arrowRight}
      />
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

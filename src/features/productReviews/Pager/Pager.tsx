// Previous / next links with the page number; real links (?page=N) so they can be opened in a new tab.
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import Link from '../../../components/Link';
import { pageHref } from '../reviewsModel';
import styles from './pager.module.css';

export default function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { formatMessage } = useIntl();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const params = new URLSearchParams(search);
  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'productReviews.pages', defaultMessage: 'Review pages' })}>
      {page > 1 ? (
        <Link to={pageHref(pathname, params, page - 1)} className={styles.link} rel="prev">
          <FormattedMessage id="productReviews.previous" defaultMessage="Previous" />
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
      <span className={styles.current} aria-current="page">
        <FormattedMessage id="productReviews.pageOf" defaultMessage="Page {page} of {total}" values={{ page, total: totalPages }} />
      </span>
      {page < totalPages ? (
        <Link to={pageHref(pathname, params, page + 1)} className={styles.link} rel="next">
          <FormattedMessage id="productReviews.next" defaultMessage="Next" />
        </Link>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}

// Previous / next paging with "Page x of y" for the account lists.
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import styles from '../AccountPage/accountPage.module.css';

export default function Pager({ currentPage, totalPages, onPage, label }: { currentPage: number; totalPages: number; onPage(page: number): void; label: string }) {
  const { formatMessage } = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button onClick={() => onPage(currentPage - 1)} disabled={currentPage <= 1}>
        <FormattedMessage id="pager.previous" defaultMessage="Previous" />
      </Button>
      <span aria-live="polite">
        {formatMessage({ id: 'pager.status', defaultMessage: 'Page {page} of {total}' }, { page: currentPage, total: totalPages })}
      </span>
      <Button onClick={() => onPage(currentPage + 1)} disabled={currentPage >= totalPages}>
        <FormattedMessage id="pager.next" defaultMessage="Next" />
      </Button>
    </nav>
  );
}

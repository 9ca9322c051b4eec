// Stand-in for a route whose page is built in a later issue: an honest heading and one sentence.
import { FormattedMessage, useIntl } from 'react-intl';

import styles from './pendingPage.module.css';
import { PENDING_PAGE_TITLES, type PendingPageTitle } from './titles';

export interface PendingPageProps {
  title: PendingPageTitle;
}

export default function PendingPage({ title }: PendingPageProps) {
  const { formatMessage } = useIntl();
  const heading = formatMessage(PENDING_PAGE_TITLES[title]);
  return (
    <section className={styles.root} aria-labelledby="pending-page-heading">
      <title>{heading}</title>
      <h1 id="pending-page-heading" className={styles.heading}>
        {heading}
      </h1>
      <p>
        <FormattedMessage id="pendingPage.message" defaultMessage="This page is not available yet." />
      </p>
    </section>
  );
}

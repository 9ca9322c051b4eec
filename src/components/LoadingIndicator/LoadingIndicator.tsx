import { FormattedMessage } from 'react-intl';

import { cx } from '../classNames';
import styles from './loadingIndicator.module.css';

export interface LoadingIndicatorProps {
  /** Fill the viewport (first load) instead of the content area. */
  global?: boolean;
}

export default function LoadingIndicator({ global = false }: LoadingIndicatorProps) {
  return (
    <div className={cx(styles.root, global && styles.global)} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.message}>
        <FormattedMessage id="loadingIndicator.message" defaultMessage="Fetching Data..." />
      </span>
    </div>
  );
}

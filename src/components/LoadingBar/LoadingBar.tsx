import { useIntl } from 'react-intl';

import { cx } from '../classNames';
import styles from './loadingBar.module.css';
import { useLoadingBarPhase } from './useLoadingBarPhase';

export interface LoadingBarProps {
  isLoading: boolean;
}

/** A thin bar across the top of the page while a page is loading. */
export default function LoadingBar({ isLoading }: LoadingBarProps) {
  const { formatMessage } = useIntl();
  const phase = useLoadingBarPhase(isLoading);
  if (phase === 'off') return null;
  return (
    <div
      className={cx(styles.root, phase === 'done' ? styles.done : styles.loading)}
      role="progressbar"
      aria-label={formatMessage({ id: 'loadingBar.label', defaultMessage: 'Loading page' })}
      aria-busy={phase === 'loading'}
      data-phase={phase}
    >
      <span className={styles.bar} />
    </div>
  );
}

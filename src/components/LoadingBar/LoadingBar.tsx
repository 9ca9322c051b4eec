import { useIntl } from 'react-intl';

import { cx } from '../classNames';
import styles from './loadingBar.module.css';
import { useLoadingBarPhase } from './useLoadingBarPhase';

export interface LoadingBarProps {
  isLoading: boolean;
}

/**
 * A bar along the bottom edge of the header while a page is loading (placed there by the header: on
 * the page below it the brand colour shows, on the red top strip it did not), announced to screen
 * readers by a polite status that says the page is loading.
 */
export default function LoadingBar({ isLoading }: LoadingBarProps) {
  const { formatMessage } = useIntl();
  const phase = useLoadingBarPhase(isLoading);
  const label = formatMessage({ id: 'loadingBar.label', defaultMessage: 'Loading page' });
  return (
    <>
      {/* Always present, so that the text appearing in it is announced. */}
      <span role="status" className="visually-hidden">
        {phase === 'loading' ? label : ''}
      </span>
      {phase === 'off' ? null : (
        <div
          className={cx(styles.root, phase === 'done' ? styles.done : styles.loading)}
          role="progressbar"
          aria-label={label}
          aria-busy={phase === 'loading'}
          data-phase={phase}
        >
          <span className={styles.bar} />
        </div>
      )}
    </>
  );
}

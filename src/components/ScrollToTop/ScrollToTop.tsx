import { useIntl } from 'react-intl';

import { cx } from '../classNames';
import Icon from '../Icon';
import styles from './scrollToTop.module.css';
import { useScrollToTop } from './useScrollToTop';

/** The arrow shown once the page is scrolled more than 300 px. */
export default function ScrollToTop() {
  const { formatMessage } = useIntl();
  const { isVisible, scrollToTop } = useScrollToTop();
  if (!isVisible) return null;
  return (
    <button
      type="button"
      className={cx(styles.root)}
      onClick={scrollToTop}
      aria-label={formatMessage({ id: 'scrollToTop.label', defaultMessage: 'Scroll to top' })}
    >
      <Icon name="arrowUp" />
    </button>
  );
}

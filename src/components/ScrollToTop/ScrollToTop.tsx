import { useIntl } from 'react-intl';

import { cx } from '../classNames';
import Icon from '../Icon';
import styles from './scrollToTop.module.css';
import { useScrollToTop } from './useScrollToTop';

/** The arrow shown while the shopper scrolls back up a page scrolled more than 300 px (useScrollToTop). */
export default function ScrollToTop() {
  const { formatMessage } = useIntl();
  const { isVisible, scrollToTop, hold } = useScrollToTop();
  if (!isVisible) return null;
  return (
    <button
      type="button"
      className={cx(styles.root)}
      onClick={scrollToTop}
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={() => hold(false)}
      aria-label={formatMessage({ id: 'scrollToTop.label', defaultMessage: 'Scroll to top' })}
    >
      <Icon name="arrowUp" />
    </button>
  );
}

// Rotating texts of the header's top strip. Only the text on show is in the page, in a
// plain paragraph (no live region): a screen reader reads the current text when it gets there and is
// not interrupted every 3 seconds.
import { FormattedMessage, useIntl } from 'react-intl';

import { cx } from '../../../components/classNames';
import ChromeIcon from '../ChromeIcon';
import styles from './topStrip.module.css';
import { useTopStrip } from './useTopStrip';

export interface TopStripProps {
  className?: string;
}

export default function TopStrip({ className }: TopStripProps) {
  const { formatMessage } = useIntl();
  const talon = useTopStrip();
  const { items, index, canRotate, wantsRotation, isRotating } = talon;

  return (
    <section
      className={cx(styles.root, className)}
      aria-label={formatMessage({ id: 'topStrip.label', defaultMessage: 'Announcements' })}
      onMouseEnter={talon.handlePointerEnter}
      onMouseLeave={talon.handlePointerLeave}
      onFocus={talon.handleFocus}
      onBlur={talon.handleBlur}
      data-rotating={isRotating || undefined}
    >
      <div className={styles.viewport}>
        {items.length ? (
          <p key={index} className={cx(styles.text, canRotate && styles.animated)}>
            {items[index]}
          </p>
        ) : (
          <p className={styles.text}>
            <FormattedMessage id="header.stripText" defaultMessage="Supplements for a healthy life" />
          </p>
        )}
      </div>
      {canRotate ? (
        <button
          type="button"
          className={styles.toggle}
          onClick={talon.togglePlay}
          aria-label={
            wantsRotation
              ? formatMessage({ id: 'topStrip.pause', defaultMessage: 'Pause announcements' })
              : formatMessage({ id: 'topStrip.play', defaultMessage: 'Play announcements' })
          }
        >
          <ChromeIcon name={wantsRotation ? 'pause' : 'play'} size={14} />
        </button>
      ) : null}
    </section>
  );
}

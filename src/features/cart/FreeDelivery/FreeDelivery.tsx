// "Add 33,01 lei more for free courier delivery", with a progress bar; once reached, "Your courier
// delivery is free". Shown in the mini cart and on the cart page.
import { FormattedMessage, useIntl } from 'react-intl';

import Price from '../../../components/Price';
import styles from './freeDelivery.module.css';
import { useFreeDelivery } from './useFreeDelivery';

export default function FreeDelivery({ subtotal }: { subtotal: number }) {
  const { formatMessage } = useIntl();
  const progress = useFreeDelivery(subtotal);
  if (!progress) return null;
  const reached = progress.remaining <= 0;
  return (
    <div className={styles.root} data-testid="free-delivery">
      <p className={styles.text} aria-live="polite">
        {reached ? (
          <FormattedMessage id="freeDelivery.reached" defaultMessage="Your courier delivery is free." />
        ) : (
          <FormattedMessage
            id="freeDelivery.remaining"
            defaultMessage="Add {amount} more for free courier delivery."
            values={{ amount: <Price value={progress.remaining} currency={progress.currency} /> }}
          />
        )}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={formatMessage({ id: 'freeDelivery.progress', defaultMessage: 'On the way to free delivery' })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span className={reached ? styles.fillReached : styles.fill} style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

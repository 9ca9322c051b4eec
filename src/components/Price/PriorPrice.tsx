import { FormattedMessage } from 'react-intl';

import { OMNIBUS_WINDOW_DAYS } from '../../lib/legal';
import Price from './Price';
import styles from './priorPrice.module.css';

export interface PriorPriceProps {
  value: number;
  currency: string;
  className?: string;
}

/**
 * The reference of an announced reduction, named as the law asks (Omnibus): 'Lowest price in the last
 * 30 days: 47.99 lei'. Shown wherever a reduction is (shownPrice in lib/reduction.ts decides).
 */
export default function PriorPrice({ value, currency, className }: PriorPriceProps) {
  return (
    <span className={className}>
      <FormattedMessage
        id="price.priorPrice"
        defaultMessage="Lowest price in the last {days} days: {price}"
        values={{ days: OMNIBUS_WINDOW_DAYS, price: <Price value={value} currency={currency} className={styles.amount} /> }}
      />
    </span>
  );
}

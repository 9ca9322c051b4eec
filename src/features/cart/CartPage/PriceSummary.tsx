// The cart's price summary: subtotal, discount, VAT included, shipping (estimated until chosen) and
// the total, with the way to checkout.
import { FormattedMessage } from 'react-intl';

import Price from '../../../components/Price';
import type { PriceSummaryLines } from '../../../lib/priceSummary';
import styles from './cartPage.module.css';

export default function PriceSummary({ lines }: { lines: PriceSummaryLines }) {
  const { currency } = lines;
  return (
    <dl className={styles.summaryList}>
      <div className={styles.summaryRow}>
        <dt>
          <FormattedMessage id="priceSummary.subtotal" defaultMessage="Subtotal" />
        </dt>
        <dd>
          <Price value={lines.subtotal} currency={currency} />
        </dd>
      </div>
      {lines.discount > 0 ? (
        <div className={`${styles.summaryRow} ${styles.discountRow}`}>
          <dt>
            {/* The rule's own label ('10% off', 'Reducere 10%') says what the discount is. */}
            {lines.discounts.length ? lines.discounts.map((entry) => entry.label).join(', ') : <FormattedMessage id="priceSummary.discount" defaultMessage="Discount" />}
          </dt>
          <dd>
            −<Price value={lines.discount} currency={currency} />
          </dd>
        </div>
      ) : null}
      {lines.shipping !== null ? (
        <div className={styles.summaryRow}>
          <dt>
            {lines.shippingIsEstimate ? (
              <FormattedMessage id="priceSummary.shippingEstimate" defaultMessage="Estimated shipping (courier)" />
            ) : (
              <FormattedMessage id="priceSummary.shipping" defaultMessage="Shipping" />
            )}
          </dt>
          <dd>
            {lines.shipping === 0 ? (
              <FormattedMessage id="priceSummary.free" defaultMessage="Free" />
            ) : (
              <Price value={lines.shipping} currency={currency} />
            )}
          </dd>
        </div>
      ) : null}
      <div className={`${styles.summaryRow} ${styles.muted}`}>
        <dt>
          <FormattedMessage id="priceSummary.tax" defaultMessage="VAT included" />
        </dt>
        <dd>
          <Price value={lines.tax} currency={currency} />
        </dd>
      </div>
      <div className={`${styles.summaryRow} ${styles.totalRow}`}>
        <dt>
          {lines.shippingIsEstimate ? (
            <FormattedMessage id="priceSummary.estimatedTotal" defaultMessage="Estimated total" />
          ) : (
            <FormattedMessage id="priceSummary.total" defaultMessage="Grand total" />
          )}
        </dt>
        <dd>
          <Price value={lines.grandTotal} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}

// The cart's price summary: subtotal, discount, VAT included, shipping (estimated until chosen) and
// the total, with the way to checkout.
import { FormattedMessage } from 'react-intl';

import DescriptionRow from '../../../components/DescriptionRow';
import Price from '../../../components/Price';
import VatRows from '../../../components/VatRows';
import type { PriceSummaryLines } from '../../../lib/priceSummary';
import styles from './cartPage.module.css';

export default function PriceSummary({ lines }: { lines: PriceSummaryLines }) {
  const { currency } = lines;
  return (
    <dl className={styles.summaryList}>
      <DescriptionRow className={styles.summaryRow} label={<FormattedMessage id="priceSummary.subtotal" defaultMessage="Subtotal" />}>
        <Price value={lines.subtotal} currency={currency} />
      </DescriptionRow>
      {lines.discount > 0 ? (
        <DescriptionRow
          className={`${styles.summaryRow} ${styles.discountRow}`}
          // The rule's own label ('10% off', 'Reducere 10%') says what the discount is.
          label={lines.discounts.length ? lines.discounts.map((entry) => entry.label).join(', ') : <FormattedMessage id="priceSummary.discount" defaultMessage="Discount" />}
        >
          −<Price value={lines.discount} currency={currency} />
        </DescriptionRow>
      ) : null}
      {lines.shipping !== null ? (
        <DescriptionRow
          className={styles.summaryRow}
          label={
            lines.shippingIsEstimate ? (
              <FormattedMessage id="priceSummary.shippingEstimate" defaultMessage="Estimated shipping (courier)" />
            ) : (
              <FormattedMessage id="priceSummary.shipping" defaultMessage="Shipping" />
            )
          }
        >
          {lines.shipping === 0 ? <FormattedMessage id="priceSummary.free" defaultMessage="Free" /> : <Price value={lines.shipping} currency={currency} />}
        </DescriptionRow>
      ) : null}
      <VatRows lines={lines.taxes} total={lines.tax} currency={currency} className={`${styles.summaryRow} ${styles.muted}`} />
      <DescriptionRow
        className={`${styles.summaryRow} ${styles.totalRow}`}
        label={
          lines.shippingIsEstimate ? (
            <FormattedMessage id="priceSummary.estimatedTotal" defaultMessage="Estimated total" />
          ) : (
            <FormattedMessage id="priceSummary.total" defaultMessage="Grand total" />
          )
        }
      >
        <Price value={lines.grandTotal} currency={currency} />
      </DescriptionRow>
    </dl>
  );
}

// The checkout's order summary beside the steps (below them on phones): the lines, then the sums of the
// cart's price-summary model (the cart page's), with shipping 'not chosen yet' until a method is chosen.
import { FormattedMessage, useIntl } from 'react-intl';

import DescriptionRow from '../../../components/DescriptionRow';
import Link from '../../../components/Link';
import Price from '../../../components/Price';
import VatRows from '../../../components/VatRows';
import type { PriceSummaryLines } from '../../../lib/priceSummary';
import styles from '../CheckoutPage/checkoutPage.module.css';

export interface OrderSummaryLine {
  uid: string;
  quantity: number;
  name: string;
  /** The chosen options' values ('Vanilie, 2270 g'), '' for a simple product. */
  options: string;
  total: { value: number; currency: string } | null;
}

export interface OrderSummaryProps {
  lines: OrderSummaryLine[];
  summary: PriceSummaryLines | null;
  cartPath: string;
}

export default function OrderSummary({ lines, summary, cartPath }: OrderSummaryProps) {
  const { formatMessage } = useIntl();
  const title = formatMessage({ id: 'checkout.orderSummary', defaultMessage: 'Order summary' });
  return (
    <aside className={styles.summary} aria-label={title}>
      <h2 className={styles.summaryTitle}>{title}</h2>
      <ul className={styles.summaryItems}>
        {lines.map((line) => (
          <li key={line.uid}>
            <span>
              {line.quantity} × {line.name}
              {line.options ? <span className={styles.optionHint}> ({line.options})</span> : null}
            </span>
            {line.total ? <Price value={line.total.value} currency={line.total.currency} /> : null}
          </li>
        ))}
      </ul>
      {summary ? (
        <dl className={styles.totals}>
          <DescriptionRow label={<FormattedMessage id="priceSummary.subtotal" defaultMessage="Subtotal" />}>
            <Price value={summary.subtotal} currency={summary.currency} />
          </DescriptionRow>
          {summary.discounts.map((discount) => (
            <DescriptionRow
              key={discount.label}
              className={styles.discount}
              label={discount.label || <FormattedMessage id="priceSummary.discount" defaultMessage="Discount" />}
            >
              −<Price value={discount.amount} currency={summary.currency} />
            </DescriptionRow>
          ))}
          <DescriptionRow label={<FormattedMessage id="priceSummary.shipping" defaultMessage="Shipping" />}>
            {summary.shippingIsEstimate || summary.shipping === null ? (
              <FormattedMessage id="checkout.shippingNotChosen" defaultMessage="Not chosen yet" />
            ) : summary.shipping > 0 ? (
              <Price value={summary.shipping} currency={summary.currency} />
            ) : (
              <FormattedMessage id="priceSummary.free" defaultMessage="Free" />
            )}
          </DescriptionRow>
          <VatRows lines={summary.taxes} total={summary.tax} currency={summary.currency} className={styles.muted} />
          <DescriptionRow className={styles.grandTotal} label={<FormattedMessage id="priceSummary.total" defaultMessage="Grand total" />}>
            <Price value={summary.grandTotal} currency={summary.currency} />
          </DescriptionRow>
        </dl>
      ) : null}
      <Link to={cartPath} className={styles.editCart}>
        <FormattedMessage id="checkout.editCart" defaultMessage="Edit cart" />
      </Link>
    </aside>
  );
}

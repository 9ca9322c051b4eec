// What the order binds the shopper to, shown right above the button that places it: the total with VAT
// and delivery, the delivery chosen (its title carries the delivery time), the payment, the seller's
// identity, and a short notice of the right to withdraw with the link to exercise it.
import { FormattedMessage } from 'react-intl';

import type { CompanyDetails } from '../../../components/CompanyDetails';
import DescriptionRow from '../../../components/DescriptionRow';
import Link from '../../../components/Link';
import Price from '../../../components/Price';
import { WITHDRAWAL_PERIOD_DAYS } from '../../../lib/legal';
import styles from './reviewStep.module.css';

export interface OrderTermsProps {
  total: { value: number; currency: string } | null;
  delivery: string;
  deliveryAmount: number | null;
  payment: string;
  company: CompanyDetails | null;
  withdrawalHref: string;
  termsHref: string;
}

export default function OrderTerms({ total, delivery, deliveryAmount, payment, company, withdrawalHref, termsHref }: OrderTermsProps) {
  return (
    <section className={styles.terms} aria-labelledby="order-terms-title">
      <h3 id="order-terms-title" className={styles.termsTitle}>
        <FormattedMessage id="checkout.orderTerms" defaultMessage="Your order" />
      </h3>
      <dl className={styles.termsList}>
        {total ? (
          <DescriptionRow className={styles.termsTotal} label={<FormattedMessage id="checkout.termsTotal" defaultMessage="Total to pay, VAT and delivery included" />}>
            <Price value={total.value} currency={total.currency} />
          </DescriptionRow>
        ) : null}
        {delivery ? (
          <DescriptionRow label={<FormattedMessage id="checkout.termsDelivery" defaultMessage="Delivery" />}>
            {delivery}
            {deliveryAmount != null ? (
              <>
                {', '}
                {deliveryAmount > 0 ? (
                  <Price value={deliveryAmount} currency={total?.currency ?? 'RON'} />
                ) : (
                  <FormattedMessage id="priceSummary.free" defaultMessage="Free" />
                )}
              </>
            ) : null}
          </DescriptionRow>
        ) : null}
        {payment ? (
          <DescriptionRow label={<FormattedMessage id="checkout.termsPayment" defaultMessage="Payment" />}>{payment}</DescriptionRow>
        ) : null}
        {company?.name ? (
          <DescriptionRow label={<FormattedMessage id="checkout.termsSeller" defaultMessage="Seller" />}>
            <span className={styles.seller}>
              <span>{company.name}</span>
              {company.lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </span>
          </DescriptionRow>
        ) : null}
      </dl>
      <p className={styles.withdrawal}>
        <FormattedMessage
          id="checkout.withdrawalNotice"
          defaultMessage="You may withdraw from this contract within {days} days of receiving the products, without giving a reason. <withdraw>How to withdraw</withdraw> · <terms>Terms and conditions</terms>"
          values={{
            days: WITHDRAWAL_PERIOD_DAYS,
            withdraw: (chunks) => <Link to={withdrawalHref}>{chunks}</Link>,
            terms: (chunks) => <Link to={termsHref}>{chunks}</Link>
          }}
        />
      </p>
    </section>
  );
}

// Order receipt (/checkout/receipt): thanks, the order number, the lines, totals, addresses, delivery
// and payment (after a reload: the number at once, the rest once the order is read again); guests are
// offered an account prefilled from the shipping address.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useDocumentHead } from '../../../components/Head';
import DescriptionRow from '../../../components/DescriptionRow';
import Link from '../../../components/Link';
import LoadingIndicator from '../../../components/LoadingIndicator';
import OrderWithdrawal from '../../../components/OrderWithdrawal';
import Price from '../../../components/Price';
import VatRows from '../../../components/VatRows';
import BankTransferDetails from '../BankTransfer';
import AddressSummary from '../CheckoutPage/AddressSummary';
import styles from './receipt.module.css';
import { useReceipt } from './useReceipt';

/** One fact of the delivery and payment: its title, then what the order says. */
function Detail({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <>
      <h3 className={styles.subheading}>{title}</h3>
      {children}
    </>
  );
}

export default function Receipt() {
  const { formatMessage } = useIntl();
  const talon = useReceipt();
  const title = formatMessage({ id: 'receipt.title', defaultMessage: 'Thank you for your order!' });
  useDocumentHead({ title });
  const { order } = talon;

  if (!talon.hasOrder) {
    return (
      <div className={styles.root}>
        <div className={styles.empty}>
          <h1 className={styles.title}>
            <FormattedMessage id="receipt.none" defaultMessage="There is no recent order to show." />
          </h1>
          <p>
            <FormattedMessage
              id="receipt.noneText"
              defaultMessage="The receipt is shown right after an order, in the same browser session. Your order number and details are in the confirmation e-mail."
            />
          </p>
          <div className={styles.actions}>
            <Link to={talon.homePath} className={styles.button}>
              <FormattedMessage id="cartPage.continueShopping" defaultMessage="Continue shopping" />
            </Link>
            {talon.isSignedIn ? (
              <Link to={talon.orderHistoryPath} className={styles.secondary}>
                <FormattedMessage id="receipt.orderHistory" defaultMessage="See your orders" />
              </Link>
            ) : (
              <Link to={talon.signInPath} className={styles.secondary}>
                <FormattedMessage id="receipt.signInForOrders" defaultMessage="Sign in to see your orders" />
              </Link>
            )}
          </div>
        </div>
      </div>
    );
  }
  const totals = order.totals;
  const currency = totals?.currency ?? 'RON';

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.number}>
        <FormattedMessage
          id="receipt.orderNumber"
          defaultMessage="Your order number is {number}."
          values={{ number: <strong data-testid="order-number">{talon.orderNumber}</strong> }}
        />
      </p>
      {order.email ? (
        <p>
          <FormattedMessage id="receipt.emailSent" defaultMessage="We sent a confirmation to {email}." values={{ email: order.email }} />
        </p>
      ) : null}
      {!talon.isSignedIn ? (
        <p>
          <FormattedMessage
            id="receipt.trackOrder"
            defaultMessage="You can follow this order at any time on <link>Track your order</link>, with its number, your e-mail address and your last name."
            values={{ link: (chunks: ReactNode) => <Link to={talon.trackOrderPath}>{chunks}</Link> }}
          />
        </p>
      ) : null}
      {order.number ? (
        <OrderWithdrawal
          order={{
            number: order.number,
            items: (order.items ?? []).flatMap((line) =>
              line.uid ? [{ id: line.uid, product_name: line.name, product_sku: line.sku ?? '', quantity_ordered: line.quantity }] : []
            )
          }}
          email={order.email}
          name={order.billing_address ? `${order.billing_address.firstname} ${order.billing_address.lastname}`.trim() : null}
        />
      ) : null}
      {talon.isLoading ? <LoadingIndicator /> : null}
      {talon.hasDetails ? (
        <div className={styles.grid}>
          <section aria-labelledby="receipt-items">
            <h2 id="receipt-items" className={styles.heading}>
              <FormattedMessage id="receipt.items" defaultMessage="Items" />
            </h2>
            <ul className={styles.items}>
              {(order.items ?? []).map((line) => (
                <li key={`${line.sku}-${line.options.join()}`}>
                  <span>
                    {line.quantity} × {line.name}
                    {line.options.length ? <span className={styles.muted}> ({line.options.join(', ')})</span> : null}
                  </span>
                  <Price value={line.rowTotal.value} currency={line.rowTotal.currency} />
                </li>
              ))}
            </ul>
            {totals ? (
              <dl className={styles.totals}>
                {totals.subtotal !== undefined ? (
                  <DescriptionRow label={<FormattedMessage id="priceSummary.subtotal" defaultMessage="Subtotal" />}>
                    <Price value={totals.subtotal} currency={currency} />
                  </DescriptionRow>
                ) : null}
                {totals.discount ? (
                  <DescriptionRow label={<FormattedMessage id="priceSummary.discount" defaultMessage="Discount" />}>
                    −<Price value={totals.discount} currency={currency} />
                  </DescriptionRow>
                ) : null}
                {totals.shipping !== undefined ? (
                  <DescriptionRow label={<FormattedMessage id="priceSummary.shipping" defaultMessage="Shipping" />}>
                    {totals.shipping > 0 ? <Price value={totals.shipping} currency={currency} /> : <FormattedMessage id="priceSummary.free" defaultMessage="Free" />}
                  </DescriptionRow>
                ) : null}
                <VatRows lines={totals.taxes ?? []} total={totals.tax} currency={currency} className={styles.muted} />
                {totals.grandTotal !== undefined ? (
                  <DescriptionRow className={styles.grandTotal} label={<FormattedMessage id="priceSummary.total" defaultMessage="Grand total" />}>
                    <Price value={totals.grandTotal} currency={currency} />
                  </DescriptionRow>
                ) : null}
              </dl>
            ) : null}
          </section>
          <section aria-labelledby="receipt-delivery" className={styles.details}>
            <h2 id="receipt-delivery" className={styles.heading}>
              <FormattedMessage id="receipt.delivery" defaultMessage="Delivery and payment" />
            </h2>
            {order.shipping_address ? (
              <Detail title={<FormattedMessage id="checkout.shippingAddress" defaultMessage="Shipping address" />}>
                <AddressSummary address={order.shipping_address} />
              </Detail>
            ) : null}
            {order.billing_address ? (
              <Detail title={<FormattedMessage id="checkout.billingAddress" defaultMessage="Billing address" />}>
                <AddressSummary address={{ ...order.billing_address, email: undefined }} />
              </Detail>
            ) : null}
            {order.shippingMethodTitle ? (
              <Detail title={<FormattedMessage id="checkout.shippingMethod" defaultMessage="Shipping method" />}>
                <p>{order.shippingMethodTitle}</p>
              </Detail>
            ) : null}
            {order.paymentTitle ? (
              <Detail title={<FormattedMessage id="checkout.payment" defaultMessage="Payment" />}>
                <p>{order.paymentTitle}</p>
              </Detail>
            ) : null}
            {talon.isBankTransfer ? (
              <BankTransferDetails
                reference={talon.orderNumber || undefined}
                amount={totals?.grandTotal !== undefined ? { value: totals.grandTotal, currency } : undefined}
              />
            ) : null}
          </section>
        </div>
      ) : null}
      {talon.isSignedIn ? (
        <Link to={talon.orderHistoryPath} className={styles.secondary}>
          <FormattedMessage id="receipt.orderHistory" defaultMessage="See your orders" />
        </Link>
      ) : (
        <section className={styles.createAccount} aria-labelledby="receipt-account">
          <h2 id="receipt-account" className={styles.heading}>
            <FormattedMessage id="receipt.createAccountTitle" defaultMessage="Save your details for next time" />
          </h2>
          <p>
            <FormattedMessage
              id="receipt.createAccountText"
              defaultMessage="Create an account to follow this order, check out faster and collect reward points."
            />
          </p>
          <Link to={talon.createAccountPath} className={styles.button}>
            <FormattedMessage id="receipt.createAccount" defaultMessage="Create an Account" />
          </Link>
        </section>
      )}
      <Link to={talon.homePath} className={styles.secondary}>
        <FormattedMessage id="cartPage.continueShopping" defaultMessage="Continue shopping" />
      </Link>
    </div>
  );
}

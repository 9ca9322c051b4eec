// The body of one order, wherever it is shown (the account's order page, the guest order lookup): the
// items with options, quantities and prices with VAT; shipping and billing addresses; how it is
// delivered; the payment (with where to pay a bank transfer still awaited); the totals with VAT.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import BankTransferDetails from '../BankTransferDetails';
import InvoicedCompany from '../InvoicedCompany';
import Link from '../Link';
import OrderWithdrawal from '../OrderWithdrawal';
import { vatLinesOf } from '../../lib/priceSummary';
import Price from '../Price';
import VatRows from '../VatRows';
import { inStore, useStoreView } from '../storeView';
import { bankTransferOf, deliveryOf, invoicedCompanyOf, rowTotalOf, type SummarizedOrder, type SummaryAddress, type SummaryMoney } from './orderSummary';
import styles from './orderSummary.module.css';

function Amount({ money }: { money: SummaryMoney | null | undefined }) {
  if (money?.value == null) return null;
  return <Price value={money.value} currency={money.currency ?? 'RON'} />;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

function AddressBlock({ title, address }: { title: string; address: SummaryAddress | null | undefined }) {
  if (!address) return null;
  return (
    <Block title={title}>
      <InvoicedCompany company={invoicedCompanyOf(address)} />
      <address className={styles.address}>
        <span>{`${address.firstname} ${address.lastname}`}</span>
        {address.street.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        <span>{[address.postcode, address.city].filter(Boolean).join(' ')}</span>
        <span>{[address.region, address.country_code].filter(Boolean).join(', ')}</span>
        {address.telephone ? <span>{address.telephone}</span> : null}
      </address>
    </Block>
  );
}

function Row({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

export interface OrderSummaryProps {
  order: SummarizedOrder;
  /** The level of the "Items ordered" heading (the page's own headings come first). */
  headingLevel?: 2 | 3;
}

export default function OrderSummary({ order, headingLevel = 2 }: OrderSummaryProps) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const total = order.total;
  const payments = (order.payment_methods ?? []).filter((method) => method !== null);
  const bankTransfer = bankTransferOf(payments[0]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const billing = order.billing_address;
  return (
    <div className={styles.root}>
      {order.number ? (
        <OrderWithdrawal
          order={{ ...order, number: order.number }}
          email={order.email}
          name={billing ? `${billing.firstname} ${billing.lastname}`.trim() : null}
        />
      ) : null}
      <Heading className={styles.sectionTitle}>
        <FormattedMessage id="orderDetail.items" defaultMessage="Items ordered" />
      </Heading>
      <ul className={styles.items}>
        {(order.items ?? []).map((item) =>
          item ? (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemName}>
                {item.product_url_key ? <Link to={inStore(view, `/${item.product_url_key}.html`)}>{item.product_name}</Link> : <span>{item.product_name}</span>}
                <span className={styles.sku}>
                  <FormattedMessage id="orderDetail.sku" defaultMessage="SKU: {sku}" values={{ sku: item.product_sku }} />
                </span>
                {(item.selected_options ?? []).map((option) =>
                  option ? (
                    <span key={option.label} className={styles.option}>
                      {`${option.label}: ${option.value}`}
                    </span>
                  ) : null
                )}
              </div>
              <span className={styles.qty}>
                <FormattedMessage id="orderDetail.qty" defaultMessage="Qty: {qty}" values={{ qty: item.quantity_ordered ?? 0 }} />
              </span>
              <span className={styles.rowTotal}>
                {/* With VAT, as every other price in the store (and the order's total) is shown. */}
                <Amount money={rowTotalOf(item)} />
              </span>
            </li>
          ) : null
        )}
      </ul>

      <div className={styles.blocks}>
        <AddressBlock title={formatMessage({ id: 'orderDetail.shippingAddress', defaultMessage: 'Shipping address' })} address={order.shipping_address} />
        <AddressBlock title={formatMessage({ id: 'orderDetail.billingAddress', defaultMessage: 'Billing address' })} address={order.billing_address} />
        <Block title={formatMessage({ id: 'orderDetail.shippingMethod', defaultMessage: 'Shipping method' })}>
          <p className={styles.plain}>{deliveryOf(order) || '—'}</p>
        </Block>
        <Block title={formatMessage({ id: 'orderDetail.payment', defaultMessage: 'Payment method' })}>
          <p className={styles.plain}>{payments.map((method) => method.name).join(', ') || '—'}</p>
        </Block>
      </div>

      {bankTransfer ? (
        <BankTransferDetails
          account={bankTransfer.account}
          reference={bankTransfer.reference}
          amount={total?.grand_total.value != null ? { value: total.grand_total.value, currency: total.grand_total.currency ?? 'RON' } : undefined}
        />
      ) : null}

      {total ? (
        <dl className={styles.totals}>
          <Row label={<FormattedMessage id="orderDetail.subtotal" defaultMessage="Subtotal" />}>
            <Amount money={total.subtotal_incl_tax} />
          </Row>
          {(total.discounts ?? []).map((discount, index) =>
            discount ? (
              <Row key={index} label={discount.label || formatMessage({ id: 'orderDetail.discount', defaultMessage: 'Discount' })}>
                -<Amount money={discount.amount} />
              </Row>
            ) : null
          )}
          <Row label={<FormattedMessage id="orderDetail.shipping" defaultMessage="Shipping" />}>
            {/* As the receipt and the order mail say it. */}
            {total.shipping_handling?.amount_including_tax?.value === 0 ? (
              <FormattedMessage id="priceSummary.free" defaultMessage="Free" />
            ) : (
              <Amount money={total.shipping_handling?.amount_including_tax} />
            )}
          </Row>
          <VatRows lines={vatLinesOf(total.taxes)} total={total.total_tax.value} currency={total.grand_total.currency ?? 'RON'} className={styles.vatRow} />
          <Row className={styles.grand} label={<FormattedMessage id="orderDetail.grandTotal" defaultMessage="Grand total" />}>
            <Amount money={total.grand_total} />
          </Row>
        </dl>
      ) : null}
    </div>
  );
}

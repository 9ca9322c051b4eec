// One order: number, date, status; items with options, quantities and prices; shipping and billing
// addresses; shipping method; payment; totals; and "Reorder" (its products into the cart).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import BankTransferDetails from '../../../components/BankTransferDetails';
import Button from '../../../components/Button';
import Link from '../../../components/Link';
import Price from '../../../components/Price';
import { inStore, useStoreView } from '../../../components/storeView';
import { formatDate } from '../../../lib/dates';
import { loadStatus, PageStatus } from '../AccountPage/AccountPage';
import Fact from './Fact';
import type { OrderAddressFieldsFragment } from './orderHistory.generated';
import styles from './orderHistory.module.css';
import { useOrderDetail } from './useOrderDetail';

function Amount({ money }: { money: { value: number | null; currency: string | null } | null | undefined }) {
  if (money?.value == null) return null;
  return <Price value={money.value} currency={money.currency ?? 'RON'} />;
}

function AddressBlock({ title, address }: { title: string; address: OrderAddressFieldsFragment | null }) {
  if (!address) return null;
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      <address className={styles.address}>
        <span>{`${address.firstname} ${address.lastname}`}</span>
        {address.street.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
        <span>{[address.postcode, address.city].filter(Boolean).join(' ')}</span>
        <span>{[address.region, address.country_code].filter(Boolean).join(', ')}</span>
        {address.telephone ? <span>{address.telephone}</span> : null}
      </address>
    </section>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {children}
    </section>
  );
}

export default function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { formatMessage, locale } = useIntl();
  const view = useStoreView();
  const talon = useOrderDetail(orderNumber);

  const status = loadStatus(talon);
  if (status) return status;
  const { order } = talon;
  if (!order) {
    return (
      <PageStatus kind="error">
        <FormattedMessage id="orderDetail.notFound" defaultMessage="We could not find order {number} in your account." values={{ number: orderNumber }} />
      </PageStatus>
    );
  }
  const total = order.total;

  return (
    <div className={styles.detail}>
      <div className={styles.detailHead}>
        <dl className={styles.facts}>
          <Fact label={<FormattedMessage id="orderHistory.date" defaultMessage="Order date" />}>{formatDate(order.order_date, locale)}</Fact>
          <Fact label={<FormattedMessage id="orderHistory.status" defaultMessage="Status" />}>
            <span className={styles.status}>{order.status}</span>
          </Fact>
          {order.reward_points_earned ? (
            <Fact label={<FormattedMessage id="orderDetail.points" defaultMessage="Reward points earned" />}>{order.reward_points_earned}</Fact>
          ) : null}
        </dl>
        <Button priority="high" onClick={() => void talon.handleReorder()} disabled={talon.isReordering} aria-busy={talon.isReordering || undefined}>
          <FormattedMessage id="orderDetail.reorder" defaultMessage="Reorder" />
        </Button>
      </div>
      {talon.reorderError ? (
        <p role="alert" className={styles.error}>
          {talon.reorderError}
        </p>
      ) : null}

      <h2 className={styles.sectionTitle}>
        <FormattedMessage id="orderDetail.items" defaultMessage="Items ordered" />
      </h2>
      <ul className={styles.items}>
        {(order.items ?? []).filter(Boolean).map((item) => (
          <li key={item!.id} className={styles.item}>
            <div className={styles.itemName}>
              {item!.product_url_key ? (
                <Link to={inStore(view, `/${item!.product_url_key}.html`)}>{item!.product_name}</Link>
              ) : (
                <span>{item!.product_name}</span>
              )}
              <span className={styles.sku}>
                <FormattedMessage id="orderDetail.sku" defaultMessage="SKU: {sku}" values={{ sku: item!.product_sku }} />
              </span>
              {(item!.selected_options ?? []).filter(Boolean).map((option) => (
                <span key={option!.label} className={styles.option}>
                  {`${option!.label}: ${option!.value}`}
                </span>
              ))}
            </div>
            <span className={styles.qty}>
              <FormattedMessage id="orderDetail.qty" defaultMessage="Qty: {qty}" values={{ qty: item!.quantity_ordered ?? 0 }} />
            </span>
            <span className={styles.rowTotal}>
              {/* With VAT, as every other price in the store (and the order's total) is shown. */}
              <Amount money={item!.prices?.row_total_including_tax ?? item!.prices?.row_total ?? item!.product_sale_price} />
            </span>
          </li>
        ))}
      </ul>

      <div className={styles.blocks}>
        <AddressBlock title={formatMessage({ id: 'orderDetail.shippingAddress', defaultMessage: 'Shipping address' })} address={order.shipping_address} />
        <AddressBlock title={formatMessage({ id: 'orderDetail.billingAddress', defaultMessage: 'Billing address' })} address={order.billing_address} />
        <Block title={formatMessage({ id: 'orderDetail.shippingMethod', defaultMessage: 'Shipping method' })}>
          <p className={styles.plain}>{[order.carrier, order.shipping_method].filter(Boolean).join(' – ') || '—'}</p>
        </Block>
        <Block title={formatMessage({ id: 'orderDetail.payment', defaultMessage: 'Payment method' })}>
          <p className={styles.plain}>
            {(order.payment_methods ?? [])
              .filter(Boolean)
              .map((method) => method!.name)
              .join(', ') || '—'}
          </p>
          {talon.bankTransfer ? (
            <BankTransferDetails
              account={talon.bankTransfer.account}
              reference={talon.bankTransfer.reference}
              amount={total?.grand_total.value != null ? { value: total.grand_total.value, currency: total.grand_total.currency ?? 'RON' } : undefined}
            />
          ) : null}
        </Block>
      </div>

      {total ? (
        <dl className={styles.totals}>
          <dt>
            <FormattedMessage id="orderDetail.subtotal" defaultMessage="Subtotal" />
          </dt>
          <dd>
            <Amount money={total.subtotal_incl_tax} />
          </dd>
          {(total.discounts ?? []).filter(Boolean).map((discount, index) => (
            <FragmentRow key={index} label={discount!.label ?? formatMessage({ id: 'orderDetail.discount', defaultMessage: 'Discount' })}>
              -<Amount money={discount!.amount} />
            </FragmentRow>
          ))}
          <dt>
            <FormattedMessage id="orderDetail.shipping" defaultMessage="Shipping" />
          </dt>
          <dd>
            <Amount money={total.shipping_handling?.amount_including_tax} />
          </dd>
          <dt>
            <FormattedMessage id="orderDetail.tax" defaultMessage="Tax (included)" />
          </dt>
          <dd>
            <Amount money={total.total_tax} />
          </dd>
          <dt className={styles.grand}>
            <FormattedMessage id="orderDetail.grandTotal" defaultMessage="Grand total" />
          </dt>
          <dd className={styles.grand}>
            <Amount money={total.grand_total} />
          </dd>
        </dl>
      ) : null}
    </div>
  );
}

function FragmentRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

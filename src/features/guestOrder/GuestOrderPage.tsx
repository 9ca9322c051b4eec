// /sales/guest/form ("Orders and Returns" in Magento): a shopper without an account — or not signed in —
// finds an order by its number, the order's e-mail address and the billing last name, and sees its
// status, items, totals with VAT, addresses, delivery and payment (with where to pay a bank transfer
// still awaited). An order placed from an account is shown only signed in: the page says so and links
// to sign-in, coming back to the order.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { signInPathFor } from '../../app/ProtectedRoute';
import Button from '../../components/Button';
import DescriptionRow from '../../components/DescriptionRow';
import { createValidators, SubmitForm, TextField } from '../../components/Form';
import { useDocumentHead } from '../../components/Head';
import Link from '../../components/Link';
import OrderSummary from '../../components/OrderSummary';
import { inStore, useStoreView } from '../../components/storeView';
import { formatDate } from '../../lib/dates';
import styles from './guestOrderPage.module.css';
import { useGuestOrder, type GuestOrder } from './useGuestOrder';

export default function GuestOrderPage() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const title = formatMessage({ id: 'guestOrder.title', defaultMessage: 'Track your order' });
  useDocumentHead({ title, robots: 'noindex' });
  const talon = useGuestOrder();

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      {talon.order ? <FoundOrder order={talon.order} onAnother={talon.lookUpAnother} /> : <LookupForm talon={talon} validators={createValidators(intl)} />}
    </article>
  );
}

function LookupForm({ talon, validators }: { talon: ReturnType<typeof useGuestOrder>; validators: ReturnType<typeof createValidators> }) {
  const { formatMessage } = useIntl();
  const view = useStoreView();
  const signInRequired = talon.problem?.kind === 'signInRequired';
  return (
    <div className={styles.lookup}>
      <p className={styles.intro}>
        <FormattedMessage
          id="guestOrder.intro"
          defaultMessage="Enter the order number from your order confirmation e-mail, the e-mail address you ordered with and the last name on the billing address."
        />
      </p>
      <SubmitForm
        label={formatMessage({ id: 'guestOrder.formLabel', defaultMessage: 'Find your order' })}
        onSubmit={talon.handleSubmit}
        isBusy={talon.isBusy}
        submitLabel={
          talon.isBusy
            ? formatMessage({ id: 'guestOrder.searching', defaultMessage: 'Searching…' })
            : formatMessage({ id: 'guestOrder.submit', defaultMessage: 'Show the order' })
        }
        formError={talon.problemMessage}
        initialValues={{ ...talon.values }}
        className={styles.form}
      >
        <TextField
          name="number"
          label={formatMessage({ id: 'guestOrder.number', defaultMessage: 'Order number' })}
          hint={formatMessage({ id: 'guestOrder.numberHint', defaultMessage: 'For example 000000012' })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          validate={validators.required}
          isRequired
        />
        <TextField
          name="email"
          type="email"
          label={formatMessage({ id: 'guestOrder.email', defaultMessage: 'Email' })}
          autoComplete="email"
          maxLength={254}
          validate={validators.email}
          isRequired
        />
        <TextField
          name="lastname"
          label={formatMessage({ id: 'guestOrder.lastname', defaultMessage: 'Billing last name' })}
          autoComplete="family-name"
          maxLength={255}
          validate={validators.required}
          isRequired
        />
      </SubmitForm>
      {signInRequired ? (
        <p className={styles.signIn}>
          <Link to={signInPathFor(view.basePath, inStore(view, `/order/${encodeURIComponent(talon.problem!.number)}`))} className={styles.textLink}>
            <FormattedMessage id="guestOrder.signIn" defaultMessage="Sign in to see the order" />
          </Link>
        </p>
      ) : (
        <p className={styles.aside}>
          <FormattedMessage
            id="guestOrder.haveAccount"
            defaultMessage="Ordered from your account? <link>See your orders</link>."
            values={{
              link: (chunks) => (
                <Link to={inStore(view, '/order-history')} className={styles.textLink}>
                  {chunks}
                </Link>
              )
            }}
          />
        </p>
      )}
    </div>
  );
}

function FoundOrder({ order, onAnother }: { order: GuestOrder; onAnother(): void }) {
  const { locale } = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The order replaces the form: focus goes to its heading, so it is in view and read out.
  useEffect(() => {
    headingRef.current?.focus();
  }, [order.number]);
  return (
    <section className={styles.order} aria-labelledby="guest-order-heading">
      <div className={styles.orderHead}>
        <div className={styles.orderTitle}>
          <h2 id="guest-order-heading" ref={headingRef} tabIndex={-1} className={styles.orderNumber}>
            <FormattedMessage id="guestOrder.orderTitle" defaultMessage="Order #{number}" values={{ number: order.number }} />
          </h2>
          <dl className={styles.facts}>
            <DescriptionRow label={<FormattedMessage id="guestOrder.date" defaultMessage="Order date" />}>{formatDate(order.order_date, locale)}</DescriptionRow>
            <DescriptionRow label={<FormattedMessage id="guestOrder.status" defaultMessage="Status" />}>
              <span className={styles.status}>{order.status}</span>
            </DescriptionRow>
          </dl>
        </div>
        <Button onClick={onAnother}>
          <FormattedMessage id="guestOrder.another" defaultMessage="Look up another order" />
        </Button>
      </div>
      <OrderSummary order={order} headingLevel={3} />
    </section>
  );
}

// Checkout (/checkout, /en/checkout): the steps one under the other, each open in turn and editable
// once done, with the order summary beside them (below on phones) and 'Place Order' at review.
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import { useDocumentHead } from '../../../components/Head';
import Link from '../../../components/Link';
import LoadingIndicator from '../../../components/LoadingIndicator';
import Price from '../../../components/Price';
import AddressForm from '../AddressForm';
import AddressSummary from './AddressSummary';
import BillingForm from './BillingForm';
import styles from './checkoutPage.module.css';
import ContactForm from './ContactForm';
import Step from './Step';
import { describeSavedCard } from './savedCard';
import { CARD_METHOD, SAVED_CARD_METHOD, useCheckoutPage, type CheckoutStep } from './useCheckoutPage';

// The shipping-method and payment forms (delivery points, card fields, saved cards) are needed only from
// the third step: they come in their own chunk, fetched as soon as the page has mounted, which keeps the
// checkout route's first load smaller.
const loadLaterSteps = () => import(/* webpackChunkName: "checkout-steps" */ './laterSteps');
const ShippingMethodForm = lazy(() => loadLaterSteps().then((module) => ({ default: module.ShippingMethodForm })));
const PaymentForm = lazy(() => loadLaterSteps().then((module) => ({ default: module.PaymentForm })));

const ORDER: CheckoutStep[] = ['contact', 'address', 'shippingMethod', 'billing', 'payment', 'review'];

export default function CheckoutPage() {
  const { formatMessage } = useIntl();
  const talon = useCheckoutPage();
  const title = formatMessage({ id: 'checkout.title', defaultMessage: 'Checkout' });
  useDocumentHead({ title });
  useEffect(() => {
    // Fetched after the first paint, long before the shopper reaches the payment step (offline: tried
    // again when the step renders).
    loadLaterSteps().catch(() => undefined);
  }, []);

  if (talon.isLoading) return <LoadingIndicator />;
  if (talon.isEmpty) {
    return (
      <div className={styles.root}>
        <h1 className={styles.title}>{title}</h1>
        <p>
          <FormattedMessage id="checkout.emptyCart" defaultMessage="There are no items in your cart." />
        </p>
        <Link to={talon.homePath} className={styles.primaryLink}>
          <FormattedMessage id="cartPage.continueShopping" defaultMessage="Continue shopping" />
        </Link>
      </div>
    );
  }

  const position = ORDER.indexOf(talon.step);
  const stateOf = (step: CheckoutStep): 'open' | 'done' | 'waiting' => {
    const index = ORDER.indexOf(step);
    return index === position ? 'open' : index < position ? 'done' : 'waiting';
  };
  const steps = talon.isSignedIn ? ORDER.slice(1) : ORDER;
  const numberOf = (step: CheckoutStep) => steps.indexOf(step) + 1;
  const method = talon.chosenMethod;
  const paymentTitle =
    talon.paymentCode === SAVED_CARD_METHOD
      ? describeSavedCard({ public_hash: '', payment_method_code: CARD_METHOD, details: String(talon.paymentData?.details ?? '') })
      : talon.paymentCode === CARD_METHOD
        ? `${talon.paymentMethods.find((entry) => entry.code === CARD_METHOD)?.title ?? ''} •••• ${String(talon.paymentData?.last4 ?? '')}`
        : (talon.paymentMethods.find((entry) => entry.code === talon.paymentCode)?.title ?? talon.paymentCode);
  const totals = talon.totals?.prices;
  const currency = totals?.grand_total?.currency ?? 'RON';
  const chosenShipping = talon.totals?.shipping_addresses.find((address) => address?.selected_shipping_method)?.selected_shipping_method;

  return (
    <div className={styles.root}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.layout}>
        <div className={styles.steps}>
          {talon.isSignedIn ? (
            <p className={styles.signedInAs}>
              <FormattedMessage id="checkout.signedInAs" defaultMessage="Signed in as {email}" values={{ email: talon.signedInEmail }} />
            </p>
          ) : (
            <Step
              id="contact"
              number={numberOf('contact')}
              title={formatMessage({ id: 'checkout.contact', defaultMessage: 'Contact' })}
              state={stateOf('contact')}
              onEdit={talon.editContact}
              summary={
                <>
                  <p className={styles.summaryText}>{talon.contactEmail}</p>
                  {talon.existingAccount ? (
                    <p className={styles.notice}>
                      <FormattedMessage
                        id="checkout.existingAccount"
                        defaultMessage="An account already exists for this email. {signIn} to use your saved addresses, or go on as a guest."
                        values={{
                          signIn: (
                            <Link to={talon.signInPath}>
                              <FormattedMessage id="checkout.signIn" defaultMessage="Sign in" />
                            </Link>
                          )
                        }}
                      />
                    </p>
                  ) : null}
                </>
              }
            >
              <ContactForm initialEmail={talon.contactEmail} onSubmit={talon.submitContact} />
            </Step>
          )}
          <Step
            id="address"
            number={numberOf('address')}
            title={formatMessage({ id: 'checkout.shippingAddress', defaultMessage: 'Shipping address' })}
            state={stateOf('address')}
            onEdit={() => talon.edit('address')}
            summary={talon.shippingAddress ? <AddressSummary address={talon.shippingAddress} /> : null}
          >
            <AddressForm
              key={JSON.stringify(talon.initialShipping)}
              initialValues={talon.initialShipping}
              label={formatMessage({ id: 'checkout.shippingAddress', defaultMessage: 'Shipping address' })}
              regions={talon.regions}
              submitLabel={{ id: 'checkout.continue', defaultMessage: 'Continue' }}
              isSubmitting={talon.isSubmitting}
              error={talon.errors.shippingAddress}
              onSubmit={talon.submitAddress}
            />
          </Step>
          <Step
            id="shippingMethod"
            number={numberOf('shippingMethod')}
            title={formatMessage({ id: 'checkout.shippingMethod', defaultMessage: 'Shipping method' })}
            state={stateOf('shippingMethod')}
            onEdit={() => talon.edit('shippingMethod')}
            summary={
              method ? (
                <p className={styles.summaryText}>
                  {method.method_title ?? method.carrier_title} ({method.carrier_title})
                  {method.pickup_location_code
                    ? ` — ${talon.pickupShops.find((shop) => shop.location_id === method.pickup_location_code)?.name ?? ''}`
                    : ''}
                  {method.parcel_locker_code ? ` — ${method.parcel_locker_code}` : ''}
                </p>
              ) : null
            }
          >
            <Suspense fallback={<LoadingIndicator />}>
              <ShippingMethodForm
                methods={talon.availableMethods}
                chosen={method}
                shops={talon.pickupShops}
                lockers={talon.parcelLockers}
                isSubmitting={talon.isSubmitting}
                error={talon.errors.shippingMethod}
                onSubmit={talon.submitMethod}
              />
            </Suspense>
          </Step>
          <Step
            id="billing"
            number={numberOf('billing')}
            title={formatMessage({ id: 'checkout.billingAddress', defaultMessage: 'Billing address' })}
            state={stateOf('billing')}
            onEdit={() => talon.edit('billingAddress')}
            summary={
              talon.billingAddress?.sameAsShippingAddress === false ? (
                <AddressSummary address={talon.billingAddress} />
              ) : (
                <p className={styles.summaryText}>
                  <FormattedMessage id="checkout.billingSameSummary" defaultMessage="Same as shipping address" />
                </p>
              )
            }
          >
            <BillingForm
              billing={talon.billingAddress}
              regions={talon.regions}
              isSubmitting={talon.isSubmitting}
              error={talon.errors.billingAddress}
              onSubmit={talon.submitBilling}
            />
          </Step>
          <Step
            id="payment"
            number={numberOf('payment')}
            title={formatMessage({ id: 'checkout.payment', defaultMessage: 'Payment' })}
            state={stateOf('payment')}
            onEdit={() => talon.edit('paymentMethod')}
            summary={<p className={styles.summaryText}>{paymentTitle}</p>}
          >
            <Suspense fallback={<LoadingIndicator />}>
              <PaymentForm
                methods={talon.paymentMethods}
                savedCards={talon.savedCards}
                isSignedIn={talon.isSignedIn}
                initialCode={talon.paymentCode}
                isSubmitting={talon.isSubmitting}
                error={talon.errors.paymentMethod}
                onSubmit={talon.submitPayment}
              />
            </Suspense>
          </Step>
          <Step
            id="review"
            number={numberOf('review')}
            title={formatMessage({ id: 'checkout.review', defaultMessage: 'Review and place order' })}
            state={stateOf('review')}
          >
            <p className={styles.summaryText}>
              <FormattedMessage id="checkout.reviewHint" defaultMessage="Check the items and totals, then place your order." />
            </p>
            {talon.errors.order ? (
              <p className={styles.stepError} role="alert">
                {talon.errors.order}
              </p>
            ) : null}
            <Button priority="high" className={styles.placeOrder} disabled={talon.isSubmitting} onClick={() => void talon.placeOrder()}>
              <FormattedMessage id="checkout.placeOrder" defaultMessage="Place Order" />
            </Button>
          </Step>
        </div>
        <aside className={styles.summary} aria-label={formatMessage({ id: 'checkout.orderSummary', defaultMessage: 'Order summary' })}>
          <h2 className={styles.summaryTitle}>
            <FormattedMessage id="checkout.orderSummary" defaultMessage="Order summary" />
          </h2>
          <ul className={styles.summaryItems}>
            {talon.items.map((item) => (
              <li key={item.uid}>
                <span>
                  {item.quantity} × {item.product.name}
                  {(item.configurable_options ?? []).length ? (
                    <span className={styles.optionHint}> ({(item.configurable_options ?? []).map((option) => option.value_label).join(', ')})</span>
                  ) : null}
                </span>
                {item.prices ? <Price value={Math.round(item.prices.price.value * item.quantity * 100) / 100} currency={item.prices.price.currency} /> : null}
              </li>
            ))}
          </ul>
          {totals?.grand_total ? (
            <dl className={styles.totals}>
              <div>
                <dt>
                  <FormattedMessage id="priceSummary.subtotal" defaultMessage="Subtotal" />
                </dt>
                <dd>
                  <Price value={totals.subtotal_including_tax?.value ?? 0} currency={currency} />
                </dd>
              </div>
              {(totals.discounts ?? []).map((discount) => (
                <div key={discount.label} className={styles.discount}>
                  <dt>{discount.label || <FormattedMessage id="priceSummary.discount" defaultMessage="Discount" />}</dt>
                  <dd>
                    −<Price value={Math.abs(discount.amount.value)} currency={currency} />
                  </dd>
                </div>
              ))}
              <div>
                <dt>
                  <FormattedMessage id="priceSummary.shipping" defaultMessage="Shipping" />
                </dt>
                <dd>
                  {chosenShipping ? (
                    chosenShipping.amount.value > 0 ? (
                      <Price value={chosenShipping.amount.value} currency={currency} />
                    ) : (
                      <FormattedMessage id="priceSummary.free" defaultMessage="Free" />
                    )
                  ) : (
                    <FormattedMessage id="checkout.shippingNotChosen" defaultMessage="Not chosen yet" />
                  )}
                </dd>
              </div>
              <div className={styles.muted}>
                <dt>
                  <FormattedMessage id="priceSummary.tax" defaultMessage="VAT included" />
                </dt>
                <dd>
                  <Price value={(totals.applied_taxes ?? []).reduce((sum, tax) => sum + tax.amount.value, 0)} currency={currency} />
                </dd>
              </div>
              <div className={styles.grandTotal}>
                <dt>
                  <FormattedMessage id="priceSummary.total" defaultMessage="Grand total" />
                </dt>
                <dd>
                  <Price value={totals.grand_total.value} currency={currency} />
                </dd>
              </div>
            </dl>
          ) : null}
          <Link to={talon.cartPath} className={styles.editCart}>
            <FormattedMessage id="checkout.editCart" defaultMessage="Edit cart" />
          </Link>
        </aside>
      </div>
    </div>
  );
}

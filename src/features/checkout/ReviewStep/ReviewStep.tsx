// The review step: a last look, the terms to accept, what the order binds the shopper to (total, delivery,
// payment, seller, the right to withdraw), then the button that says it: 'Order with obligation to pay'
// (OUG 34/2014 art. 8(2), Directive 2011/83/EU art. 8(2)).
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import HtmlText from '../../../components/RichContent/HtmlText';
import styles from '../CheckoutPage/checkoutPage.module.css';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import OrderTerms from './OrderTerms';
import agreementStyles from './reviewStep.module.css';
import { useReviewStep, type ReviewStepInput } from './useReviewStep';

export default function ReviewStep({ number, state, ...input }: StepPlace & ReviewStepInput) {
  const { formatMessage } = useIntl();
  const talon = useReviewStep(input);
  return (
    <Step id="review" number={number} state={state} title={formatMessage({ id: 'checkout.review', defaultMessage: 'Review and place order' })}>
      <p className={styles.summaryText}>
        <FormattedMessage id="checkout.reviewHint" defaultMessage="Check the items and totals, then place your order." />
      </p>
      {talon.agreements.length ? (
        <fieldset className={agreementStyles.agreements}>
          <legend className={agreementStyles.legend}>
            <FormattedMessage id="checkout.agreements" defaultMessage="Before you order" />
          </legend>
          {talon.agreements.map((agreement) => (
            <div key={agreement.id} className={agreementStyles.agreement}>
              <label className={agreementStyles.label}>
                <input
                  id={`agreement-${agreement.id}`}
                  type="checkbox"
                  checked={agreement.accepted}
                  aria-invalid={agreement.showMissing}
                  aria-describedby={`agreement-${agreement.id}-text${agreement.showMissing ? ` agreement-${agreement.id}-error` : ''}`}
                  onChange={(event) => talon.toggleAgreement(agreement.id, event.target.checked)}
                />
                <span>{agreement.checkboxText}</span>
              </label>
              <div id={`agreement-${agreement.id}-text`} className={agreementStyles.text}>
                {agreement.html ? <HtmlText html={agreement.html} /> : <p>{agreement.text}</p>}
              </div>
              {agreement.showMissing ? (
                <p id={`agreement-${agreement.id}-error`} className={agreementStyles.error}>
                  <FormattedMessage id="checkout.agreementRequired" defaultMessage="Tick this box to place your order." />
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}
      {talon.error ? (
        <p className={styles.stepError} role="alert">
          {talon.error}
        </p>
      ) : null}
      <OrderTerms {...talon.terms} />
      <Button priority="high" className={styles.placeOrder} disabled={talon.isSubmitting} onClick={() => void talon.placeOrder()}>
        <FormattedMessage id="checkout.placeOrder" defaultMessage="Order with obligation to pay" />
      </Button>
    </Step>
  );
}

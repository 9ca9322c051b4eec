// /retragere-din-contract (twin under /en): the withdrawal function every page links (Directive 2011/83/EU
// art. 11a, OUG 34/2014 art. 9-14). The form asks only for the name, the order number and the e-mail
// (and, opened from an order, which products); a separate step confirms the request; the store's
// acknowledgement says when it was received, and the same goes by e-mail.
import { useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../components/Button';
import { CheckboxField, createValidators, RadioGroupField, SubmitForm, TextField } from '../../components/Form';
import { useDocumentHead } from '../../components/Head';
import Link from '../../components/Link';
import { inStore, useStoreView } from '../../components/storeView';
import { TERMS_PATH } from '../../lib/footerLinks';
import { WITHDRAWAL_PERIOD_DAYS } from '../../lib/legal';
import { useWithdrawal, type WithdrawalReceipt } from './useWithdrawal';
import styles from './withdrawalPage.module.css';
import { itemField } from './withdrawalModel';

export default function WithdrawalPage() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const view = useStoreView();
  const title = formatMessage({ id: 'withdrawal.title', defaultMessage: 'Withdraw from contract' });
  useDocumentHead({ title, robots: 'noindex' });
  const talon = useWithdrawal();
  const validators = createValidators(intl);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Each step replaces the last: focus goes to its heading, so it is in view and read out.
  useEffect(() => {
    if (talon.step !== 'form') headingRef.current?.focus();
  }, [talon.step]);

  return (
    <article className={styles.root}>
      <h1 className={styles.heading}>{title}</h1>
      {talon.step === 'form' ? (
        <div className={styles.panel}>
          <p className={styles.intro}>
            <FormattedMessage
              id="withdrawal.intro"
              defaultMessage="You may withdraw from a purchase within {days} days of receiving the products, without giving a reason. Fill in your name, the order number and the e-mail address you ordered with; you confirm the request on the next step."
              values={{ days: WITHDRAWAL_PERIOD_DAYS }}
            />
          </p>
          <SubmitForm
            label={title}
            onSubmit={talon.handleSubmit}
            isBusy={false}
            submitLabel={formatMessage({ id: 'withdrawal.continue', defaultMessage: 'Continue' })}
            formError={talon.error}
            initialValues={{ name: talon.values.name, number: talon.values.number, email: talon.values.email, scope: talon.values.scope }}
            className={styles.form}
          >
            <TextField
              name="name"
              label={formatMessage({ id: 'withdrawal.name', defaultMessage: 'Your name' })}
              autoComplete="name"
              maxLength={255}
              validate={validators.required}
              isRequired
            />
            <TextField
              name="number"
              label={formatMessage({ id: 'withdrawal.number', defaultMessage: 'Order number' })}
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
              label={formatMessage({ id: 'withdrawal.email', defaultMessage: 'E-mail address used for the order' })}
              autoComplete="email"
              maxLength={254}
              validate={validators.email}
              isRequired
            />
            {talon.items.length ? (
              <>
                <RadioGroupField
                  name="scope"
                  legend={formatMessage({ id: 'withdrawal.scope', defaultMessage: 'What do you withdraw from?' })}
                  options={[
                    { value: 'all', label: formatMessage({ id: 'withdrawal.wholeOrder', defaultMessage: 'The whole order' }) },
                    { value: 'some', label: formatMessage({ id: 'withdrawal.someItems', defaultMessage: 'Only the products ticked below' }) }
                  ]}
                />
                <fieldset className={styles.items}>
                  <legend className="visually-hidden">
                    <FormattedMessage id="withdrawal.products" defaultMessage="Products" />
                  </legend>
                  {talon.items.map((item, index) => (
                    <CheckboxField key={item.uid} name={itemField(index)} label={`${item.quantity} × ${item.name}`} />
                  ))}
                </fieldset>
              </>
            ) : null}
          </SubmitForm>
        </div>
      ) : talon.step === 'confirm' ? (
        <section className={styles.panel} aria-labelledby="withdrawal-confirm">
          <h2 id="withdrawal-confirm" ref={headingRef} tabIndex={-1} className={styles.subheading}>
            <FormattedMessage id="withdrawal.confirmTitle" defaultMessage="Confirm your withdrawal" />
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>
                <FormattedMessage id="withdrawal.number" defaultMessage="Order number" />
              </dt>
              <dd>{talon.values.number}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="withdrawal.name" defaultMessage="Your name" />
              </dt>
              <dd>{talon.values.name}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="withdrawal.email" defaultMessage="E-mail address used for the order" />
              </dt>
              <dd>{talon.values.email}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="withdrawal.products" defaultMessage="Products" />
              </dt>
              <dd>
                {talon.chosen.length ? (
                  <ul className={styles.list}>
                    {talon.chosen.map((item) => (
                      <li key={item.uid}>{`${item.quantity} × ${item.name}`}</li>
                    ))}
                  </ul>
                ) : (
                  <FormattedMessage id="withdrawal.wholeOrder" defaultMessage="The whole order" />
                )}
              </dd>
            </div>
          </dl>
          {talon.error ? (
            <p className={styles.error} role="alert">
              {talon.error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button priority="high" onClick={() => void talon.confirm()} disabled={talon.isBusy} aria-busy={talon.isBusy || undefined}>
              {talon.isBusy ? (
                <FormattedMessage id="withdrawal.sending" defaultMessage="Sending…" />
              ) : (
                <FormattedMessage id="withdrawal.confirm" defaultMessage="Confirm withdrawal" />
              )}
            </Button>
            <Button priority="normal" onClick={talon.edit} disabled={talon.isBusy}>
              <FormattedMessage id="withdrawal.change" defaultMessage="Change the details" />
            </Button>
          </div>
        </section>
      ) : talon.receipt ? (
        <Acknowledgement receipt={talon.receipt} headingRef={headingRef} />
      ) : null}
      <p className={styles.aside}>
        <FormattedMessage
          id="withdrawal.terms"
          defaultMessage="How withdrawal works — returning the products and the refund — is set out in the <link>terms and conditions</link>."
          values={{ link: (chunks) => <Link to={inStore(view, TERMS_PATH)}>{chunks}</Link> }}
        />
      </p>
    </article>
  );
}

function Acknowledgement({ receipt, headingRef }: { receipt: WithdrawalReceipt; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className={styles.panel} aria-labelledby="withdrawal-done">
      <h2 id="withdrawal-done" ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {receipt.alreadyRequested ? (
          <FormattedMessage id="withdrawal.alreadyTitle" defaultMessage="This order already has a withdrawal request" />
        ) : (
          <FormattedMessage id="withdrawal.doneTitle" defaultMessage="We received your withdrawal" />
        )}
      </h2>
      <p className={styles.received}>
        {receipt.alreadyRequested ? (
          <FormattedMessage
            id="withdrawal.alreadyReceived"
            defaultMessage="Your request to withdraw from order {number} was received on {date}. It stands: there is nothing more to send."
            values={{ number: receipt.number, date: receipt.receivedAt }}
          />
        ) : (
          <FormattedMessage
            id="withdrawal.received"
            defaultMessage="Your request to withdraw from order {number} was received on {date}."
            values={{ number: receipt.number, date: receipt.receivedAt }}
          />
        )}
      </p>
      <dl className={styles.facts}>
        {receipt.reference ? (
          <div>
            <dt>
              <FormattedMessage id="withdrawal.reference" defaultMessage="Reference" />
            </dt>
            <dd>{receipt.reference}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="withdrawal.products" defaultMessage="Products" />
          </dt>
          <dd>
            {receipt.wholeOrder || !receipt.items.length ? (
              <FormattedMessage id="withdrawal.wholeOrder" defaultMessage="The whole order" />
            ) : (
              <ul className={styles.list}>
                {receipt.items.map((item, index) => (
                  <li key={index}>{`${item.quantity} × ${item.name}`}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <p>
        {receipt.byContact ? (
          <FormattedMessage
            id="withdrawal.byContactNext"
            defaultMessage="Keep this page as proof of the date. We will answer at {email} with how to send the products back; the refund follows within {days} days."
            values={{ email: receipt.email, days: WITHDRAWAL_PERIOD_DAYS }}
          />
        ) : (
          <FormattedMessage
            id="withdrawal.next"
            defaultMessage="We sent this acknowledgement to {email}, with how to send the products back within {days} days. We refund you within {days} days of receiving your request, by the payment method you used."
            values={{ email: receipt.email, days: WITHDRAWAL_PERIOD_DAYS }}
          />
        )}
      </p>
    </section>
  );
}

// Delivery options (FAN Courier standard / same day, Easybox locker, pickup in a shop) with their
// prices; pickup asks for the shop, the locker option for the locker.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Button from '../../../components/Button';
import Price from '../../../components/Price';
import type { ShippingMethod } from '../../../store/checkout/actions';
import type { ParcelLocker, PickupShop } from '../checkout.gql';
import { validationMessages } from '../validation';
import styles from './checkoutPage.module.css';
import { LOCKER_METHOD, methodKey, PICKUP_METHOD } from './useCheckoutPage';

export interface ShippingMethodFormProps {
  methods: ShippingMethod[];
  chosen: ShippingMethod | null;
  shops: PickupShop[];
  lockers: ParcelLocker[];
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (method: ShippingMethod) => Promise<void>;
}

export default function ShippingMethodForm({ methods, chosen, shops, lockers, isSubmitting, error, onSubmit }: ShippingMethodFormProps) {
  const { formatMessage } = useIntl();
  const id = useId();
  const [selected, setSelected] = useState<string>(chosen ? methodKey(chosen) : methods[0] ? methodKey(methods[0]) : '');
  const [shop, setShop] = useState(chosen?.pickup_location_code ?? '');
  const [locker, setLocker] = useState(chosen?.parcel_locker_code ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const isPickup = selected === methodKey(PICKUP_METHOD);
  const isLocker = selected === methodKey(LOCKER_METHOD);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const method = methods.find((candidate) => methodKey(candidate) === selected);
        if (!method) return;
        if (isPickup && !shop) {
          setFieldError(formatMessage(validationMessages.pickup));
          document.getElementById(`${id}-shop`)?.focus();
          return;
        }
        if (isLocker && !locker) {
          setFieldError(formatMessage(validationMessages.locker));
          document.getElementById(`${id}-locker`)?.focus();
          return;
        }
        setFieldError(null);
        void onSubmit({
          ...method,
          ...(isPickup ? { pickup_location_code: shop } : {}),
          ...(isLocker ? { parcel_locker_code: locker } : {})
        });
      }}
    >
      <fieldset className={styles.options}>
        <legend className={styles.visuallyHidden}>
          <FormattedMessage id="checkout.shippingMethod" defaultMessage="Shipping method" />
        </legend>
        {methods.map((method) => {
          const key = methodKey(method);
          return (
            <label key={key} className={styles.option}>
              <input type="radio" name={`${id}-method`} value={key} checked={selected === key} onChange={() => setSelected(key)} />
              <span className={styles.optionText}>
                <strong>{method.method_title ?? method.carrier_title}</strong>
                <span className={styles.optionHint}>{method.carrier_title}</span>
              </span>
              <span className={styles.optionPrice}>
                {method.amount && method.amount.value > 0 ? (
                  <Price value={method.amount.value} currency={method.amount.currency} />
                ) : (
                  <FormattedMessage id="priceSummary.free" defaultMessage="Free" />
                )}
              </span>
            </label>
          );
        })}
      </fieldset>
      {isPickup ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-shop`}>
            <FormattedMessage id="checkout.pickupShop" defaultMessage="Shop to pick up from" />
          </label>
          <select id={`${id}-shop`} value={shop} onChange={(event) => setShop(event.target.value)} aria-invalid={fieldError && !shop ? true : undefined}>
            <option value="">{formatMessage({ id: 'checkout.chooseShop', defaultMessage: 'Choose a shop' })}</option>
            {shops.map((candidate) => (
              <option key={candidate.location_id} value={candidate.location_id}>
                {candidate.name} — {candidate.street}, {candidate.city}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {isLocker ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-locker`}>
            <FormattedMessage id="checkout.locker" defaultMessage="Parcel locker" />
          </label>
          <select id={`${id}-locker`} value={locker} onChange={(event) => setLocker(event.target.value)} aria-invalid={fieldError && !locker ? true : undefined}>
            <option value="">{formatMessage({ id: 'checkout.chooseLocker', defaultMessage: 'Choose a parcel locker' })}</option>
            {lockers.map((candidate) => (
              <option key={candidate.code} value={candidate.code}>
                {candidate.name} — {candidate.street}, {candidate.city}
              </option>
            ))}
          </select>
          {lockers.length === 0 ? (
            <p className={styles.hint}>
              <FormattedMessage id="checkout.noLockers" defaultMessage="There is no parcel locker in this county yet." />
            </p>
          ) : null}
        </div>
      ) : null}
      {fieldError ? (
        <p className={styles.fieldError} role="alert">
          {fieldError}
        </p>
      ) : null}
      {error ? (
        <p className={styles.stepError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" priority="high" disabled={isSubmitting || !selected} className={styles.continue}>
        <FormattedMessage id="checkout.continue" defaultMessage="Continue" />
      </Button>
    </form>
  );
}

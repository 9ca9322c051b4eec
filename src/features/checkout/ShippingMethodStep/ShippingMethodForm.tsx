// Delivery options (FAN Courier standard / same day, Easybox locker, pickup in a shop) with their
// prices (informed); pickup asks for the shop, the locker option for the locker: a list of cards, each
// with the locker's whole name and address (a select cut the address at the box's width).
import { useFieldState } from 'informed';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RadioGroupField, SelectField, SubmitForm } from '../../../components/Form';
import Price from '../../../components/Price';
import { LOCKER_METHOD, methodKey, PICKUP_METHOD } from '../../../lib/shippingMethods';
import type { ShippingMethod } from '../../../store/checkout/actions';
import type { ParcelLocker, PickupShop } from '../checkoutAnswers';
import { textOf, validationMessages } from '../../../components/Form/validators';
import { checkoutMessages } from '../validation';
import styles from '../CheckoutPage/checkoutPage.module.css';

export interface ShippingMethodFormProps {
  methods: ShippingMethod[];
  chosen: ShippingMethod | null;
  shops: PickupShop[];
  lockers: ParcelLocker[];
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (method: ShippingMethod) => Promise<void>;
}

/** The shop or locker select, for the method chosen. */
function DeliveryPoint({ shops, lockers }: Pick<ShippingMethodFormProps, 'shops' | 'lockers'>) {
  const { formatMessage } = useIntl();
  const method = textOf(useFieldState('method').value);
  const shopOptions = useMemo(
    () => shops.map((shop) => ({ value: shop.location_id, label: `${shop.name} — ${shop.street ?? ''}, ${shop.city ?? ''}` })),
    [shops]
  );
  const lockerOptions = useMemo(
    () =>
      lockers.map((locker) => ({
        value: locker.code,
        label: (
          <span className={styles.optionText}>
            <strong>{locker.name}</strong>
            <span className={styles.optionHint}>{`${locker.street}, ${locker.city}`}</span>
          </span>
        )
      })),
    [lockers]
  );
  if (method === methodKey(PICKUP_METHOD)) {
    return (
      <SelectField
        name="shop"
        label={formatMessage({ id: 'checkout.pickupShop', defaultMessage: 'Shop to pick up from' })}
        placeholder={formatMessage({ id: 'checkout.chooseShop', defaultMessage: 'Choose a shop' })}
        options={shopOptions}
        validate={(value) => (value ? undefined : formatMessage(checkoutMessages.pickup))}
        isRequired
      />
    );
  }
  if (method === methodKey(LOCKER_METHOD)) {
    return (
      <div className={styles.deliveryPoint}>
        <RadioGroupField
          name="locker"
          legend={formatMessage({ id: 'checkout.locker', defaultMessage: 'Parcel locker' })}
          options={lockerOptions}
          className={styles.lockers}
          optionsClassName={styles.lockerList}
          optionClassName={styles.option}
          validate={(value) => (value ? undefined : formatMessage(checkoutMessages.locker))}
          isRequired
        />
        {lockers.length === 0 ? (
          <p className={styles.hint}>
            <FormattedMessage id="checkout.noLockers" defaultMessage="There is no parcel locker in this county yet." />
          </p>
        ) : null}
      </div>
    );
  }
  return null;
}

export default function ShippingMethodForm({ methods, chosen, shops, lockers, isSubmitting, error, onSubmit }: ShippingMethodFormProps) {
  const { formatMessage } = useIntl();
  const options = methods.map((method) => ({
    value: methodKey(method),
    label: (
      <>
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
      </>
    )
  }));
  const initialMethod = chosen && methods.some((method) => methodKey(method) === methodKey(chosen)) ? methodKey(chosen) : (options[0]?.value ?? '');
  const title = formatMessage({ id: 'checkout.shippingMethod', defaultMessage: 'Shipping method' });
  return (
    <SubmitForm
      label={title}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={{ method: initialMethod, shop: chosen?.pickup_location_code ?? '', locker: chosen?.parcel_locker_code ?? '' }}
      isBusy={isSubmitting}
      formError={error}
      submitLabel={formatMessage({ id: 'checkout.continue', defaultMessage: 'Continue' })}
      onSubmit={(values) => {
        const key = textOf(values.method);
        const method = methods.find((candidate) => methodKey(candidate) === key);
        if (!method) return;
        const isPickup = key === methodKey(PICKUP_METHOD);
        const isLocker = key === methodKey(LOCKER_METHOD);
        return onSubmit({
          ...method,
          ...(isPickup ? { pickup_location_code: textOf(values.shop) } : {}),
          ...(isLocker ? { parcel_locker_code: textOf(values.locker) } : {})
        });
      }}
    >
      <RadioGroupField
        name="method"
        legend={title}
        hideLegend
        options={options}
        className={styles.options}
        optionClassName={styles.option}
        validate={(value) => (value ? undefined : formatMessage(validationMessages.required))}
      />
      <DeliveryPoint shops={shops} lockers={lockers} />
    </SubmitForm>
  );
}

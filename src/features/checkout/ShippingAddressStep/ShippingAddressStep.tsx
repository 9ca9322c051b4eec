// The shipping-address step: the address form, then the address.
import { useIntl } from 'react-intl';

import AddressForm from '../AddressForm';
import AddressSummary from '../CheckoutPage/AddressSummary';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import { useShippingAddressStep, type ShippingAddressStepInput } from './useShippingAddressStep';

export default function ShippingAddressStep({ deps, contactEmail, ...place }: StepPlace & ShippingAddressStepInput) {
  const { formatMessage } = useIntl();
  const talon = useShippingAddressStep({ deps, contactEmail });
  const title = formatMessage({ id: 'checkout.shippingAddress', defaultMessage: 'Shipping address' });
  return (
    <Step id="address" {...place} title={title} onEdit={talon.edit} summary={talon.address ? <AddressSummary address={talon.address} /> : null}>
      <AddressForm
        key={JSON.stringify(talon.initialValues)}
        initialValues={talon.initialValues}
        label={title}
        regions={talon.regions}
        submitLabel={formatMessage({ id: 'checkout.continue', defaultMessage: 'Continue' })}
        isSubmitting={talon.isSubmitting}
        error={talon.error}
        onSubmit={talon.submit}
      />
    </Step>
  );
}

// The shipping-address step: a saved address or a new one, then the address.
import { useIntl } from 'react-intl';

import AddressSummary from '../CheckoutPage/AddressSummary';
import Step, { type StepPlace } from '../CheckoutPage/Step';
import ShippingAddressForm from './ShippingAddressForm';
import { useShippingAddressStep, type ShippingAddressStepInput } from './useShippingAddressStep';

export default function ShippingAddressStep({ deps, contactEmail, ...place }: StepPlace & ShippingAddressStepInput) {
  const { formatMessage } = useIntl();
  const talon = useShippingAddressStep({ deps, contactEmail });
  const title = formatMessage({ id: 'checkout.shippingAddress', defaultMessage: 'Shipping address' });
  return (
    <Step id="address" {...place} title={title} onEdit={talon.edit} summary={talon.address ? <AddressSummary address={talon.address} /> : null}>
      <ShippingAddressForm
        // The saved addresses arrive after the form: it starts again with them.
        key={`${talon.initialChoice}:${talon.savedAddresses.map((saved) => saved.id).join(',')}:${JSON.stringify(talon.initialValues)}`}
        label={title}
        regions={talon.regions}
        savedAddresses={talon.savedAddresses}
        initialChoice={talon.initialChoice}
        initialValues={talon.initialValues}
        canSave={talon.isSignedIn}
        saveByDefault={talon.saveByDefault}
        isSubmitting={talon.isSubmitting}
        error={talon.error}
        onSubmit={talon.submitChoice}
      />
    </Step>
  );
}

// Billing (informed): who the invoice is for — a person, or a company with its name, tax id (CUI) and
// trade-register number — and the address: the shipping address (default) or another one, whose fields
// appear when the box is unticked.
import { useFieldState } from 'informed';
import { FormattedMessage, useIntl } from 'react-intl';

import { CheckboxField, RadioGroupField, SubmitForm, textOf } from '../../../components/Form';
import type { BillingAddress, Region } from '../../../store/checkout/actions';
import AddressFields, { CompanyFields, readAddressValues, toAddressValues, type AddressValues } from '../../../components/AddressFields';
import type { CompanyDetails } from '../../../lib/address';
import styles from '../CheckoutPage/checkoutPage.module.css';

export interface BillingChoice {
  sameAsShipping: boolean;
  /** The address when it is not the shipping address. */
  address?: AddressValues;
  /** The company the invoice is made out to; none for a person. */
  company: CompanyDetails | null;
}

export interface BillingFormProps {
  billing: BillingAddress | null;
  regions: readonly Region[];
  isSubmitting: boolean;
  error: string | null;
  onSubmit: (choice: BillingChoice) => Promise<void>;
}

const SAME = 'sameAsShipping';
const INVOICE_FOR = 'invoiceFor';

function SeparateAddress({ regions }: { regions: readonly Region[] }) {
  const same = useFieldState(SAME).value !== false;
  return same ? null : <AddressFields regions={regions} />;
}

function Company() {
  return useFieldState(INVOICE_FOR).value === 'company' ? <CompanyFields /> : null;
}

function readCompany(values: Record<string, unknown>): CompanyDetails | null {
  if (values[INVOICE_FOR] !== 'company') return null;
  const registrationNumber = textOf(values.registration_number).trim();
  return {
    company: textOf(values.company).trim(),
    vat_id: textOf(values.vat_id).replace(/\s/g, '').toUpperCase(),
    ...(registrationNumber ? { registration_number: registrationNumber } : {})
  };
}

export default function BillingForm({ billing, regions, isSubmitting, error, onSubmit }: BillingFormProps) {
  const { formatMessage } = useIntl();
  const separate = billing?.sameAsShippingAddress === false;
  const isCompany = Boolean(billing?.company);
  return (
    <SubmitForm
      label={formatMessage({ id: 'checkout.billingAddress', defaultMessage: 'Billing address' })}
      className={styles.form}
      submitClassName={styles.continue}
      initialValues={{
        ...(separate ? toAddressValues(billing) : {}),
        [SAME]: !separate,
        [INVOICE_FOR]: isCompany ? 'company' : 'person',
        ...(isCompany ? { company: billing?.company, vat_id: billing?.vat_id, registration_number: billing?.registration_number ?? '' } : {})
      }}
      isBusy={isSubmitting}
      formError={error}
      submitLabel={formatMessage({ id: 'checkout.continue', defaultMessage: 'Continue' })}
      onSubmit={(values) =>
        onSubmit({
          sameAsShipping: values[SAME] !== false,
          ...(values[SAME] === false ? { address: readAddressValues(values) } : {}),
          company: readCompany(values)
        })
      }
    >
      <RadioGroupField
        name={INVOICE_FOR}
        legend={formatMessage({ id: 'checkout.invoiceFor', defaultMessage: 'Invoice for' })}
        optionsClassName={styles.invoiceFor}
        options={[
          { value: 'person', label: formatMessage({ id: 'checkout.invoicePerson', defaultMessage: 'An individual' }) },
          { value: 'company', label: formatMessage({ id: 'checkout.invoiceCompany', defaultMessage: 'A company' }) }
        ]}
      />
      <Company />
      <CheckboxField name={SAME} initialValue={!separate} label={<FormattedMessage id="checkout.billingSame" defaultMessage="Billing address same as shipping address" />} />
      <SeparateAddress regions={regions} />
    </SubmitForm>
  );
}

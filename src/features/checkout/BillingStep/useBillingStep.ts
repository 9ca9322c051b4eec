// The billing step's talon: who the invoice is for (a person or a company) and the address: the
// shipping address (default) or another one.
import { useCallback } from 'react';

import { editOrder, submitBillingAddress, type CheckoutDeps } from '../../../store/checkout/asyncActions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fromAddressValues } from '../../../components/AddressFields';
import type { BillingChoice } from './BillingForm';

export function useBillingStep({ deps }: { deps: CheckoutDeps }) {
  const dispatch = useAppDispatch();
  const billing = useAppSelector((state) => state.checkout.billingAddress);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const error = useAppSelector((state) => state.checkout.billingAddressError);

  const submit = useCallback(
    async ({ sameAsShipping, address, company }: BillingChoice) => {
      try {
        await dispatch(
          submitBillingAddress(deps, {
            ...(sameAsShipping || !address
              ? { sameAsShippingAddress: true }
              : { ...fromAddressValues(address, deps.regions, deps.countryId), sameAsShippingAddress: false }),
            ...(company ?? {})
          })
        );
      } catch {
        // Shown at the step (billingAddressError).
      }
    },
    [deps, dispatch]
  );

  return {
    billing,
    /** A billing address of its own (else the shipping address is used). */
    separateAddress: billing?.sameAsShippingAddress === false ? billing : null,
    regions: deps.regions,
    isSubmitting,
    error: error?.message ?? null,
    submit,
    edit: () => dispatch(editOrder('billingAddress'))
  };
}

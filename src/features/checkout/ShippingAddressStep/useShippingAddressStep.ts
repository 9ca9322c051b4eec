// The shipping-address step's talon: the form starts from the address given before, else the customer's
// default (or first) saved address, else their name; a guest's address carries the contact e-mail.
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';

import { editOrder, submitShippingAddress, type CheckoutDeps } from '../../../store/checkout/asyncActions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fromAddressValues, toAddressValues, type AddressValues } from '../../../components/AddressFields';
import type { CustomerAddressFieldsFragment } from '../../../api/fragments.generated';
import { GetCheckoutCustomerDocument } from '../checkout.generated';

export interface ShippingAddressStepInput {
  deps: CheckoutDeps;
  /** A guest's e-mail from the contact step. */
  contactEmail: string;
}

function savedToValues(saved: CustomerAddressFieldsFragment): AddressValues {
  return toAddressValues({
    firstname: saved.firstname ?? '',
    lastname: saved.lastname ?? '',
    street: (saved.street ?? []).filter((line) => line !== null),
    city: saved.city ?? '',
    region_code: saved.region?.region_code ?? '',
    postcode: saved.postcode ?? '',
    telephone: saved.telephone ?? ''
  });
}

export function useShippingAddressStep({ deps, contactEmail }: ShippingAddressStepInput) {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const currentUser = useAppSelector((state) => state.user.currentUser);
  const address = useAppSelector((state) => state.checkout.shippingAddress);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const error = useAppSelector((state) => state.checkout.shippingAddressError);

  const customerQuery = useQuery(GetCheckoutCustomerDocument, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const savedAddresses = (customerQuery.data?.customer?.addresses ?? []).filter((saved) => saved !== null);
  const defaultSaved = savedAddresses.find((saved) => saved.default_shipping) ?? savedAddresses[0];
  const initialValues: AddressValues = address
    ? toAddressValues(address)
    : defaultSaved
      ? savedToValues(defaultSaved)
      : toAddressValues({ firstname: currentUser.firstname, lastname: currentUser.lastname });

  const submit = useCallback(
    async (values: AddressValues) => {
      const entered = fromAddressValues(values, deps.regions, deps.countryId);
      try {
        await dispatch(submitShippingAddress(deps, isSignedIn ? entered : { ...entered, email: contactEmail.trim() }));
        // The cart's shipping method is set again for the new address.
        dispatch(editOrder('shippingMethod'));
      } catch {
        // Shown at the step (shippingAddressError).
      }
    },
    [contactEmail, deps, dispatch, isSignedIn]
  );

  return {
    address,
    initialValues,
    regions: deps.regions,
    isSubmitting,
    error: error?.message ?? null,
    submit,
    edit: () => dispatch(editOrder('address'))
  };
}

// The shipping-address step's talon. A signed-in customer with saved addresses chooses one of them or a
// new address (which they may keep in their address book); the choice starts at the address given
// before, else the default (or first) saved address. Without saved addresses the form starts from the
// address given before, else the customer's name; a guest's address carries the contact e-mail.
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

/** The choice of a new address rather than a saved one. */
export const NEW_ADDRESS = 'new';

export interface SavedAddress {
  /** The choice's value: the saved address's id. */
  id: string;
  values: AddressValues;
  /** The county's name, for showing the address. */
  region: string;
  isDefault: boolean;
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

const sameValues = (a: AddressValues, b: AddressValues) => (Object.keys(a) as Array<keyof AddressValues>).every((key) => a[key].trim() === b[key].trim());

export function useShippingAddressStep({ deps, contactEmail }: ShippingAddressStepInput) {
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const currentUser = useAppSelector((state) => state.user.currentUser);
  const address = useAppSelector((state) => state.checkout.shippingAddress);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const error = useAppSelector((state) => state.checkout.shippingAddressError);

  const customerQuery = useQuery(GetCheckoutCustomerDocument, { skip: !isSignedIn, fetchPolicy: 'cache-and-network' });
  const savedAddresses: SavedAddress[] = (customerQuery.data?.customer?.addresses ?? [])
    .filter((saved) => saved !== null)
    .map((saved, index) => ({
      id: String(saved.id ?? `saved-${index}`),
      values: savedToValues(saved),
      region: saved.region?.region ?? '',
      isDefault: Boolean(saved.default_shipping)
    }));
  const defaultSaved = savedAddresses.find((saved) => saved.isDefault) ?? savedAddresses[0];

  const given = address ? toAddressValues(address) : null;
  const givenSaved = given ? savedAddresses.find((saved) => sameValues(saved.values, given)) : undefined;
  /** The saved address chosen at first, or NEW_ADDRESS. */
  const initialChoice = given ? (givenSaved?.id ?? NEW_ADDRESS) : (defaultSaved?.id ?? NEW_ADDRESS);
  /** The new-address form's values at first. */
  const initialValues: AddressValues = given && !givenSaved ? given : toAddressValues({ firstname: currentUser.firstname, lastname: currentUser.lastname });

  const submit = useCallback(
    async (values: AddressValues, options: { saveInAddressBook?: boolean } = {}) => {
      const entered = fromAddressValues(values, deps.regions, deps.countryId);
      try {
        await dispatch(submitShippingAddress(deps, isSignedIn ? entered : { ...entered, email: contactEmail.trim() }, options));
        // A newly kept address joins the choices.
        if (options.saveInAddressBook) void customerQuery.refetch();
        // The cart's shipping method is set again for the new address.
        dispatch(editOrder('shippingMethod'));
      } catch {
        // Shown at the step (shippingAddressError).
      }
    },
    [contactEmail, customerQuery, deps, dispatch, isSignedIn]
  );

  /** The step's answer: a saved address by its id, or the new address's values. */
  const submitChoice = useCallback(
    (choice: string, values: AddressValues, saveInAddressBook: boolean) => {
      const saved = savedAddresses.find((candidate) => candidate.id === choice);
      return saved ? submit(saved.values) : submit(values, { saveInAddressBook });
    },
    [savedAddresses, submit]
  );

  return {
    address,
    isSignedIn,
    savedAddresses,
    initialChoice,
    initialValues,
    /** A customer keeps a new address by default when their address book is empty. */
    saveByDefault: savedAddresses.length === 0,
    regions: deps.regions,
    isSubmitting,
    error: error?.message ?? null,
    submitChoice,
    edit: () => dispatch(editOrder('address'))
  };
}

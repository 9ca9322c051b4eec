// Address book talon: the customer's addresses, the countries (their names) and Romania's counties, one form
// open at a time (new or an address being edited), deletion after confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

import type { ServerErrorCode } from '../../../api/errorCodes';
import { showToast } from '../../../lib/toasts';
import { sortServerError, useFieldErrors } from '../fields';
import { CreateCustomerAddressDocument, DeleteCustomerAddressDocument, GetCustomerAddressesDocument, GetCountriesForAddressesDocument, UpdateCustomerAddressDocument } from './addressBook.generated';
import { ADDRESS_COUNTRY, regionsOf, savedAddresses, toAddressInput, type Country } from './addressModel';

export type Editing = null | 'new' | number;

/** A field of the address left out, with a value not allowed, or too long: shown under that field. */
const ADDRESS_FIELD_ERRORS: readonly ServerErrorCode[] = ['REQUIRED_FIELD_MISSING', 'INVALID_FIELD_VALUE', 'VALUE_TOO_LONG'];

export function useAddressBook() {
  const { formatMessage, locale } = useIntl();
  const addressesQuery = useQuery(GetCustomerAddressesDocument, { fetchPolicy: 'cache-and-network' });
  const countriesQuery = useQuery(GetCountriesForAddressesDocument);
  const refetchQueries = [{ query: GetCustomerAddressesDocument }];
  const [createAddress] = useMutation(CreateCustomerAddressDocument, { refetchQueries, awaitRefetchQueries: true });
  const [updateAddress] = useMutation(UpdateCustomerAddressDocument, { refetchQueries, awaitRefetchQueries: true });
  const [deleteAddress] = useMutation(DeleteCustomerAddressDocument, { refetchQueries, awaitRefetchQueries: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { fieldErrors, setFieldErrors, clearFieldError } = useFieldErrors();

  const countries = useMemo(() => {
    const list = (countriesQuery.data?.countries ?? []).filter((country): country is Country => Boolean(country?.id));
    const collator = new Intl.Collator(locale);
    const name = (country: (typeof list)[number]) => country.full_name_locale || country.full_name_english || country.id || '';
    return [...list].sort((a, b) => collator.compare(name(a), name(b)));
  }, [countriesQuery.data, locale]);
  const regions = useMemo(() => regionsOf(countries, ADDRESS_COUNTRY), [countries]);

  const addresses = savedAddresses(addressesQuery.data?.customer?.addresses);
  const editedAddress = typeof editing === 'number' ? (addresses.find((address) => address.id === editing) ?? null) : null;

  const startEditing = useCallback(
    (target: Editing) => {
      setEditing(target);
      setFormError(null);
      setFieldErrors({});
      setConfirmingDelete(null);
    },
    [setFieldErrors]
  );

  const handleSave = async (values: Record<string, unknown>) => {
    setIsBusy(true);
    setFormError(null);
    setFieldErrors({});
    const input = toAddressInput(values, regions);
    try {
      if (typeof editing === 'number') await updateAddress({ variables: { id: editing, input } });
      else await createAddress({ variables: { input } });
      showToast('success', formatMessage({ id: 'addressBook.saved', defaultMessage: 'The address has been saved.' }));
      setEditing(null);
    } catch (error) {
      const sorted = sortServerError(error, [
        { code: ADDRESS_FIELD_ERRORS, serverField: 'region', field: 'region_code' },
        { code: ADDRESS_FIELD_ERRORS, serverField: 'postcode', field: 'postcode' },
        { code: ADDRESS_FIELD_ERRORS, serverField: 'telephone', field: 'telephone' },
        { code: ADDRESS_FIELD_ERRORS, serverField: 'street', field: 'street' }
      ]);
      setFieldErrors(sorted.fieldErrors);
      setFormError(sorted.formError);
    } finally {
      setIsBusy(false);
    }
  };

  const handleDelete = async (id: number) => {
    setIsBusy(true);
    setDeleteError(null);
    try {
      await deleteAddress({ variables: { id } });
      showToast('success', formatMessage({ id: 'addressBook.deleted', defaultMessage: 'The address has been deleted.' }));
      setConfirmingDelete(null);
    } catch (error) {
      setDeleteError(sortServerError(error).formError);
    } finally {
      setIsBusy(false);
    }
  };

  return {
    addresses,
    countries,
    regions,
    isLoading: addressesQuery.loading && !addressesQuery.data,
    loadError: addressesQuery.error && !addressesQuery.data ? addressesQuery.error.message : null,
    editing,
    editedAddress,
    startEditing,
    handleSave,
    isBusy,
    formError,
    fieldErrors,
    clearFieldError,
    confirmingDelete,
    setConfirmingDelete,
    handleDelete,
    deleteError
  };
}

// Between the address form's values (the store's address fields plus the default choices) and
// Magento's CustomerAddressInput. The store delivers in Romania: addresses are Romanian.
import { fromAddressValues, readAddressValues, toAddressValues, type AddressValues, type Region } from '../../../components/AddressFields';
import type { CustomerAddressFieldsFragment } from '../../../api/fragments.generated';
import type { CustomerAddressInput } from '../../../api/schemaTypes.generated';
import type { GetCountriesForAddressesQuery } from './addressBook.generated';

export type Country = NonNullable<NonNullable<GetCountriesForAddressesQuery['countries']>[number]>;
/** A saved address the book can edit and delete: one with an id (the schema's id is nullable). */
export type SavedAddress = CustomerAddressFieldsFragment & { id: number };

export function savedAddresses(list: ReadonlyArray<CustomerAddressFieldsFragment | null> | null | undefined): SavedAddress[] {
  return (list ?? []).filter((address): address is SavedAddress => address?.id != null);
}

export const ADDRESS_COUNTRY = 'RO';

export type AddressFormValues = AddressValues & { default_shipping: boolean; default_billing: boolean };

/** The country's regions (Romania: the counties) from the directory's answer. */
export function regionsOf(countries: readonly Country[], countryCode: string): Region[] {
  const country = countries.find((item) => item.id === countryCode);
  return (country?.available_regions ?? []).flatMap((region) =>
    region?.id != null && region.code ? [{ id: region.id, code: region.code, name: region.name ?? region.code }] : []
  );
}

export function toFormValues(address: CustomerAddressFieldsFragment | null): AddressFormValues {
  const street = (address?.street ?? []).filter((line): line is string => Boolean(line));
  return {
    ...toAddressValues(
      address
        ? {
            firstname: address.firstname ?? '',
            lastname: address.lastname ?? '',
            street,
            city: address.city ?? '',
            region_code: address.region?.region_code ?? '',
            postcode: address.postcode ?? '',
            telephone: address.telephone ?? ''
          }
        : null
    ),
    default_shipping: Boolean(address?.default_shipping),
    default_billing: Boolean(address?.default_billing)
  };
}

/** The fields read as the checkout reads them (trimmed, street as lines, county by code), as a CustomerAddressInput. */
export function toAddressInput(values: Record<string, unknown>, regions: readonly Region[]): CustomerAddressInput {
  const { region_id, region_code, region, country_id: _country, ...address } = fromAddressValues(readAddressValues(values), regions, ADDRESS_COUNTRY);
  return {
    ...address,
    region: region_id != null ? { region_id, region_code, region } : {},
    country_code: ADDRESS_COUNTRY,
    default_shipping: Boolean(values.default_shipping),
    default_billing: Boolean(values.default_billing)
  };
}

/** One line per part, as on an envelope. */
export function addressLines(address: CustomerAddressFieldsFragment, countryName?: string): string[] {
  return [
    `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(),
    ...(address.street ?? []).filter((line): line is string => Boolean(line)),
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.region?.region, countryName ?? address.country_code].filter(Boolean).join(', '),
    address.telephone ?? ''
  ].filter(Boolean);
}

// Between the address fields' flat values and an address as Magento's carts and customers take it
// (street as lines, the county as region code, id and name).
import type { PostalAddress, Region } from '../../lib/address';
import { textOf } from '../Form/validators';

export interface AddressValues {
  firstname: string;
  lastname: string;
  street: string;
  /** Block, staircase, flat: the street's second line. */
  street2: string;
  city: string;
  region_code: string;
  postcode: string;
  telephone: string;
}

export type { PostalAddress, Region } from '../../lib/address';

export const EMPTY_ADDRESS: AddressValues = {
  firstname: '',
  lastname: '',
  street: '',
  street2: '',
  city: '',
  region_code: '',
  postcode: '',
  telephone: ''
};

export const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS) as Array<keyof AddressValues>;

export function toAddressValues(address: Partial<PostalAddress> | null | undefined): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: address.street?.[0] ?? '',
    street2: (address.street ?? []).slice(1).join(' '),
    city: address.city ?? '',
    region_code: address.region_code ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? ''
  };
}

/** The address fields of a form's values. */
export function readAddressValues(values: Record<string, unknown>): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textOf(values[field])])) as unknown as AddressValues;
}

/** Trimmed, the street as lines, the county looked up by code in the country's regions. */
export function fromAddressValues(values: AddressValues, regions: readonly Region[], countryId: string): PostalAddress {
  const region = regions.find((candidate) => candidate.code === values.region_code);
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: [values.street.trim(), values.street2.trim()].filter(Boolean),
    city: values.city.trim(),
    region_code: values.region_code,
    ...(region ? { region_id: region.id, region: region.name } : {}),
    postcode: values.postcode.trim(),
    telephone: values.telephone.trim(),
    country_id: countryId
  };
}

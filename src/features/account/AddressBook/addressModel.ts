// Between the address form's flat values and Magento's CustomerAddressInput.
import type { AddressInput, Country, CustomerAddress } from './addressBook.gql';

export const DEFAULT_COUNTRY = 'RO';

export interface AddressFormValues {
  firstname: string;
  lastname: string;
  street1: string;
  street2: string;
  city: string;
  country_code: string;
  /** The region's id (as text) when the country has a region list, else the typed region. */
  region_id: string;
  region_text: string;
  postcode: string;
  telephone: string;
  default_shipping: boolean;
  default_billing: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function regionsOf(countries: readonly Country[], countryCode: string) {
  const country = countries.find((item) => item.id === countryCode);
  return (country?.available_regions ?? []).filter((region): region is { id: number; code: string | null; name: string | null } => region?.id != null);
}

export function toFormValues(address: CustomerAddress | null): Partial<AddressFormValues> {
  if (!address) return { country_code: DEFAULT_COUNTRY, default_shipping: false, default_billing: false };
  const street = (address.street ?? []).filter((line): line is string => Boolean(line));
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street1: street[0] ?? '',
    street2: street.slice(1).join(' '),
    city: address.city ?? '',
    country_code: address.country_code ?? DEFAULT_COUNTRY,
    region_id: address.region?.region_id != null ? String(address.region.region_id) : '',
    region_text: address.region?.region ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    default_shipping: Boolean(address.default_shipping),
    default_billing: Boolean(address.default_billing)
  };
}

export function toAddressInput(values: Record<string, unknown>, countries: readonly Country[]): AddressInput {
  const countryCode = text(values.country_code) || DEFAULT_COUNTRY;
  const regions = regionsOf(countries, countryCode);
  let region: AddressInput['region'];
  if (regions.length > 0) {
    const chosen = regions.find((item) => String(item.id) === text(values.region_id));
    region = chosen ? { region_id: chosen.id, region_code: chosen.code ?? undefined, region: chosen.name ?? undefined } : {};
  } else {
    region = { region: text(values.region_text) };
  }
  return {
    firstname: text(values.firstname),
    lastname: text(values.lastname),
    street: [text(values.street1), text(values.street2)].filter(Boolean),
    city: text(values.city),
    region,
    postcode: text(values.postcode),
    country_code: countryCode,
    telephone: text(values.telephone),
    default_shipping: Boolean(values.default_shipping),
    default_billing: Boolean(values.default_billing)
  };
}

/** One line per part, as on an envelope. */
export function addressLines(address: CustomerAddress, countryName?: string): string[] {
  return [
    `${address.firstname ?? ''} ${address.lastname ?? ''}`.trim(),
    ...(address.street ?? []).filter((line): line is string => Boolean(line)),
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.region?.region, countryName ?? address.country_code].filter(Boolean).join(', '),
    address.telephone ?? ''
  ].filter(Boolean);
}

// A postal address as Magento's carts and customers take it, in the store's country: the street as
// lines and the county (region) by code, id and name. The address fields, the checkout and the address
// book all speak it.

/** A region (Romania: a county) of the country's list. */
export interface Region {
  id: number;
  code: string;
  name: string;
}

export interface PostalAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code?: string;
  region_id?: number;
  region?: string;
  postcode: string;
  telephone: string;
  country_id: string;
}

/**
 * An invoice made out to a company, as a Romanian invoice names it: the company, its tax id (CUI, which
 * Magento keeps as the address's vat_id) and its trade-register number (Nr. Reg. Com., the address's
 * custom attribute registration_number).
 */
export interface CompanyDetails {
  company: string;
  vat_id: string;
  /** Optional: not every organisation is in the trade register. */
  registration_number?: string;
}

/** The address custom attribute that holds the trade-register number. */
export const REGISTRATION_NUMBER_ATTRIBUTE = 'registration_number';

/** The trade-register number among an address's custom attribute values (Magento's custom_attributesV2). */
export function registrationNumberOf(attributes: ReadonlyArray<{ code: string; value?: string } | null> | null | undefined): string | undefined {
  return attributes?.find((attribute) => attribute?.code === REGISTRATION_NUMBER_ATTRIBUTE)?.value || undefined;
}

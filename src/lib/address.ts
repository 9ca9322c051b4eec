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

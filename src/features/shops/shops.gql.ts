import { gql, type TypedDocumentNode } from '@apollo/client';

/** Mageplaza's location: every value is a string (or null), as its resolver returns them. */
export interface StoreLocation {
  __typename?: 'MpStoreLocatorLocation';
  location_id: string | null;
  name: string | null;
  status: string | null;
  description: string | null;
  city: string | null;
  country: string | null;
  street: string | null;
  state_province: string | null;
  postal_code: string | null;
  url_key: string | null;
  latitude: string | null;
  longitude: string | null;
  phone_one: string | null;
  phone_two: string | null;
  website: string | null;
  email: string | null;
  time_zone: string | null;
  sort_order: string | null;
  operation_mon: string | null;
  operation_tue: string | null;
  operation_wed: string | null;
  operation_thu: string | null;
  operation_fri: string | null;
  operation_sat: string | null;
  operation_sun: string | null;
}

export interface StoreLocationsData {
  MpStoreLocatorLocations: { total_count: number | null; items: Array<StoreLocation | null> | null } | null;
}

export interface StoreLocationsVariables {
  pageSize: number;
  currentPage: number;
}

/** Spec §7: MpStoreLocatorLocations with pageSize 200, currentPage 1 (fetched network-only). */
export const GET_STORE_LOCATIONS: TypedDocumentNode<StoreLocationsData, StoreLocationsVariables> = gql`
  query getStoreLocations($pageSize: Int!, $currentPage: Int!) {
    MpStoreLocatorLocations(pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        location_id
        name
        status
        description
        city
        country
        street
        state_province
        postal_code
        url_key
        latitude
        longitude
        phone_one
        phone_two
        website
        email
        time_zone
        sort_order
        operation_mon
        operation_tue
        operation_wed
        operation_thu
        operation_fri
        operation_sat
        operation_sun
      }
    }
  }
`;

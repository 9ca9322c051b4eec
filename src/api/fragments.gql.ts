// Fragments that several features select the same way, for the hand-written gql template documents:
// a saved customer address (address book, checkout) and the signed-in customer's name and e-mail
// (account information, the user store). Interpolate the fragment in the document that spreads it.
// They move to fragments.graphql (beside ProductPriceFields) when those documents become .graphql
// files: a gql template cannot interpolate a generated document (graphql-tag needs its source text).
import { gql } from '@apollo/client';

/** A customer's saved address, as the address book lists it and the checkout offers it. */
export const CUSTOMER_ADDRESS_FIELDS = gql`
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    street
    city
    region {
      region_code
      region
      region_id
    }
    postcode
    country_code
    telephone
    default_shipping
    default_billing
  }
`;

/** The signed-in customer's name, e-mail and newsletter subscription. */
export const ACCOUNT_CUSTOMER_FIELDS = gql`
  fragment AccountCustomerFields on Customer {
    firstname
    lastname
    email
    is_subscribed
  }
`;

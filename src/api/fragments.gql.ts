// Fragments that several features select the same way: a product's prices (tiles, the product page and
// its variants), a saved customer address (address book, checkout) and the signed-in customer's name
// and e-mail (account information, the user store). Interpolate the fragment in the document that
// spreads it.
import { gql } from '@apollo/client';

/** Final and regular price with the discount, of a price range's minimum or maximum. */
export const PRODUCT_PRICE_FIELDS = gql`
  fragment ProductPriceFields on ProductPrice {
    final_price {
      value
      currency
    }
    regular_price {
      value
      currency
    }
    discount {
      amount_off
      percent_off
    }
  }
`;

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

import { gql, type TypedDocumentNode } from '@apollo/client';

/** A product suggestion (spec §3). */
export interface ProductSuggestion {
  __typename: string;
  id: number | null;
  uid: string;
  sku: string;
  name: string | null;
  small_image: { url: string | null } | null;
  url_key: string | null;
  url_suffix: string | null;
  price: { regularPrice: { amount: { value: number | null; currency: string | null } | null } | null } | null;
  price_range: {
    maximum_price: {
      final_price: { currency: string | null; value: number | null };
      discount: { amount_off: number | null } | null;
    } | null;
  } | null;
}

export interface SearchSuggestionsData {
  products: {
    total_count: number | null;
    items: Array<ProductSuggestion | null> | null;
    aggregations: Array<{
      attribute_code: string;
      options: Array<{ label: string | null; value: string; count: number | null } | null> | null;
    } | null> | null;
  } | null;
}

export interface SearchSuggestionsVariables {
  inputText: string;
  pageSize: number;
  currentPage: number;
}

/** Product search for autocomplete: text, page 1, 3 products (spec §7), plus the matching categories. */
export const GET_SEARCH_SUGGESTIONS: TypedDocumentNode<SearchSuggestionsData, SearchSuggestionsVariables> = gql`
  query getAutocompleteResults($inputText: String!, $pageSize: Int!, $currentPage: Int!) {
    products(search: $inputText, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      aggregations {
        attribute_code
        options {
          label
          value
          count
        }
      }
      items {
        id
        uid
        sku
        name
        small_image {
          url
        }
        url_key
        url_suffix
        price {
          regularPrice {
            amount {
              value
              currency
            }
          }
        }
        price_range {
          maximum_price {
            final_price {
              currency
              value
            }
            discount {
              amount_off
            }
          }
        }
      }
    }
  }
`;

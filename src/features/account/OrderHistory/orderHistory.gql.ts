import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface OrderSummary {
  id: string;
  number: string;
  order_date: string;
  status: string;
  total: { grand_total: Money } | null;
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
}

export interface OrderItem {
  id: string;
  product_name: string | null;
  product_sku: string;
  product_url_key: string | null;
  quantity_ordered: number | null;
  product_sale_price: Money;
  selected_options: Array<{ label: string; value: string } | null> | null;
  /** Row totals with and without VAT: the store shows prices with VAT. */
  prices: { row_total: Money; row_total_including_tax: Money } | null;
}

export interface OrderDetails extends OrderSummary {
  carrier: string | null;
  shipping_method: string | null;
  reward_points_earned: number | null;
  total: {
    subtotal: Money;
    grand_total: Money;
    total_shipping: Money;
    total_tax: Money;
    discounts: Array<{ amount: Money; label: string | null } | null> | null;
  } | null;
  items: Array<OrderItem | null> | null;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  payment_methods: Array<{ name: string; type: string } | null> | null;
}

export const ORDER_HISTORY_PAGE_SIZE = 10;

export const GET_ORDER_HISTORY: TypedDocumentNode<
  {
    customer: {
      orders: {
        items: Array<OrderSummary | null>;
        page_info: { current_page: number | null; total_pages: number | null } | null;
        total_count: number | null;
      } | null;
    } | null;
  },
  { currentPage: number; pageSize: number }
> = gql`
  query getCustomerOrders($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
        page_info {
          current_page
          total_pages
        }
        total_count
      }
    }
  }
`;

const ORDER_ADDRESS = gql`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    street
    city
    region
    postcode
    country_code
    telephone
  }
`;

export const GET_ORDER_DETAILS: TypedDocumentNode<
  { customer: { orders: { items: Array<OrderDetails | null> } | null } | null },
  { number: string }
> = gql`
  query getCustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          id
          number
          order_date
          status
          carrier
          shipping_method
          reward_points_earned
          total {
            subtotal {
              value
              currency
            }
            grand_total {
              value
              currency
            }
            total_shipping {
              value
              currency
            }
            total_tax {
              value
              currency
            }
            discounts {
              amount {
                value
                currency
              }
              label
            }
          }
          items {
            id
            product_name
            product_sku
            product_url_key
            quantity_ordered
            product_sale_price {
              value
              currency
            }
            selected_options {
              label
              value
            }
            prices {
              row_total {
                value
                currency
              }
              row_total_including_tax {
                value
                currency
              }
            }
          }
          shipping_address {
            ...OrderAddressFields
          }
          billing_address {
            ...OrderAddressFields
          }
          payment_methods {
            name
            type
          }
        }
      }
    }
  }
  ${ORDER_ADDRESS}
`;

export const REORDER_ITEMS: TypedDocumentNode<
  {
    reorderItems: {
      cart: { id: string; total_quantity: number };
      userInputErrors: Array<{ message: string; code: string } | null>;
    } | null;
  },
  { orderNumber: string }
> = gql`
  mutation reorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart {
        id
        total_quantity
      }
      userInputErrors {
        message
        code
      }
    }
  }
`;

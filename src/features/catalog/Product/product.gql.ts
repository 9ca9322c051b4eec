import { gql, type TypedDocumentNode } from '@apollo/client';

import { PRODUCT_PRICE_FIELDS } from '../../../api/fragments.gql';
import { PRODUCT_TILE_FIELDS, type ProductTileProduct } from '../ProductTile';

export interface ProductMoney {
  value: number | null;
  currency: string | null;
}

export interface ProductPrice {
  final_price: ProductMoney;
  regular_price: ProductMoney;
  discount: { amount_off: number | null; percent_off: number | null } | null;
}

export interface ProductMedia {
  url: string | null;
  label: string | null;
  position: number | null;
  disabled: boolean | null;
}

export interface ProductBreadcrumb {
  category_uid: string;
  category_name: string | null;
  category_url_path: string | null;
}

export interface ProductCategory {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  breadcrumbs: ProductBreadcrumb[] | null;
}

export interface ProductOptionValue {
  uid: string;
  value_index: number | null;
  label: string | null;
  swatch_data: { __typename?: string; value: string | null } | null;
}

export interface ProductOption {
  uid: string;
  attribute_code: string | null;
  label: string | null;
  position: number | null;
  values: Array<ProductOptionValue | null> | null;
}

/** The fields that change with the chosen variant (a simple product). */
export interface VariantProduct {
  uid: string;
  sku: string;
  name: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  data_expirarii: string | null;
  media_gallery: Array<ProductMedia | null> | null;
  price_range: { maximum_price: ProductPrice | null };
}

export interface ProductVariant {
  attributes: Array<{ uid: string; code: string | null; label: string | null; value_index: number | null } | null> | null;
  product: VariantProduct | null;
}

export interface NutritionFacts {
  serving_size: string | null;
  servings_per_container: number | null;
  rows: Array<{ name: string | null; amount: string | null; daily_value: string | null } | null> | null;
}

export interface ProductDetails {
  __typename: string;
  uid: string;
  sku: string;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  canonical_url: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  meta_title: string | null;
  meta_description: string | null;
  description: { html: string | null } | null;
  short_description: { html: string | null } | null;
  brand: string | null;
  rating_summary: number | null;
  review_count: number | null;
  gnc_tip_de_promotie: string | null;
  gnc_etichete_promotie: Array<string | null> | null;
  gnc_eticheta_speciala: string | null;
  data_expirarii: string | null;
  nutrition_facts: NutritionFacts | null;
  ingredients: string | null;
  usage_instructions: string | null;
  image: { url: string | null; label: string | null } | null;
  media_gallery: Array<ProductMedia | null> | null;
  categories: Array<ProductCategory | null> | null;
  price_range: { minimum_price: ProductPrice | null; maximum_price: ProductPrice | null } | null;
  related_products: Array<ProductTileProduct | null> | null;
  configurable_options?: Array<ProductOption | null> | null;
  variants?: Array<ProductVariant | null> | null;
}

export interface ProductData {
  products: { items: Array<ProductDetails | null> | null } | null;
}

export interface ProductVariables {
  sku: string;
}

/** The product of a PRODUCT route, by the sku the route gave, with its variants and related products. */
export const GET_PRODUCT: TypedDocumentNode<ProductData, ProductVariables> = gql`
  query getProductDetail($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        sku
        name
        url_key
        url_suffix
        canonical_url
        stock_status
        only_x_left_in_stock
        meta_title
        meta_description
        description {
          html
        }
        short_description {
          html
        }
        brand
        rating_summary
        review_count
        gnc_tip_de_promotie
        gnc_etichete_promotie
        gnc_eticheta_speciala
        data_expirarii
        nutrition_facts {
          serving_size
          servings_per_container
          rows {
            name
            amount
            daily_value
          }
        }
        ingredients
        usage_instructions
        image {
          url
          label
        }
        media_gallery {
          url
          label
          position
          disabled
        }
        categories {
          uid
          name
          url_path
          url_suffix
          breadcrumbs {
            category_uid
            category_name
            category_url_path
          }
        }
        price_range {
          minimum_price {
            ...ProductPriceFields
          }
          maximum_price {
            ...ProductPriceFields
          }
        }
        related_products {
          ...ProductTileFields
        }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            position
            values {
              uid
              value_index
              label
              swatch_data {
                value
              }
            }
          }
          variants {
            attributes {
              uid
              code
              label
              value_index
            }
            product {
              uid
              sku
              name
              stock_status
              only_x_left_in_stock
              data_expirarii
              media_gallery {
                url
                label
                position
                disabled
              }
              price_range {
                maximum_price {
                  ...ProductPriceFields
                }
              }
            }
          }
        }
      }
    }
  }
  ${PRODUCT_PRICE_FIELDS}
  ${PRODUCT_TILE_FIELDS}
`;

// Offline, the cart gateway answers cart details from the (persisted) Apollo cache: the cart a shopper
// last saw still shows. Breadcrumbs of the cart's products stay readable after a product page wrote
// its own (fewer) breadcrumb fields for the same categories.
import { ApolloClient, ApolloLink, gql } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { of, throwError } from 'rxjs';

import { createCache } from '../../api/apollo/createApolloClient';
import { GetCartDetailsDocument } from './cart.generated';
import { createCartGateway } from './gateway';

const cart = {
  __typename: 'Cart',
  id: 'c1',
  total_quantity: 2,
  prices: {
    __typename: 'CartPrices',
    subtotal_excluding_tax: { __typename: 'Money', currency: 'RON', value: 180 },
    subtotal_including_tax: { __typename: 'Money', currency: 'RON', value: 200 },
    grand_total: { __typename: 'Money', currency: 'RON', value: 200 }
  },
  items: [
    {
      __typename: 'SimpleCartItem',
      uid: 'i1',
      quantity: 2,
      prices: {
        __typename: 'CartItemPrices',
        price: { __typename: 'Money', currency: 'RON', value: 100 },
        total_item_discount: { __typename: 'Money', value: 0 }
      },
      errors: null,
      product: {
        __typename: 'SimpleProduct',
        uid: 'p1',
        id: 1,
        name: 'Whey',
        sku: 'W-1',
        url_key: 'whey',
        gnc_tip_de_promotie: null,
        categories: [
          {
            __typename: 'CategoryTree',
            uid: 'NA==',
            description: null,
            breadcrumbs: [
              { __typename: 'Breadcrumb', category_uid: 'Mw==', category_name: 'Proteins', category_url_key: 'proteins', category_url_path: 'proteins' }
            ]
          }
        ],
        price: { __typename: 'ProductPrices', regularPrice: { __typename: 'Price', amount: { __typename: 'Money', currency: 'RON', value: 100 } } },
        price_range: {
          __typename: 'PriceRange',
          maximum_price: {
            __typename: 'ProductPrice',
            final_price: { __typename: 'Money', currency: 'RON', value: 100 },
            regular_price: { __typename: 'Money', currency: 'RON', value: 100 },
            discount: { __typename: 'ProductDiscount', amount_off: 0 }
          }
        },
        thumbnail: { __typename: 'ProductImage', url: '/media/catalog/product/w.jpg' },
        stock_status: 'IN_STOCK',
        media_gallery_entries: []
      }
    }
  ]
};

const PRODUCT_PAGE_QUERY = gql`
  query ProductPage($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        uid
        categories {
          uid
          breadcrumbs {
            category_uid
            category_name
          }
        }
      }
    }
  }
`;

function setup() {
  const network: { mode: 'online' | 'offline' | 'graphql-error' } = { mode: 'online' };
  const link = new ApolloLink(() => {
    if (network.mode === 'offline') return throwError(() => new TypeError('Failed to fetch'));
    if (network.mode === 'graphql-error') return of({ errors: [new GraphQLError('The cart isn\'t active.')] });
    return of({ data: { cart } });
  });
  const client = new ApolloClient({ link, cache: createCache() });
  return { client, network, gateway: createCartGateway(client) };
}

describe('cart gateway offline', () => {
  it('answers cart details from the cache when the network fails', async () => {
    const { client, network, gateway } = setup();
    expect((await gateway.fetchCartDetails('c1')).total_quantity).toBe(2);

    // A product page then writes the same category's breadcrumbs with fewer fields.
    client.writeQuery({
      query: PRODUCT_PAGE_QUERY,
      variables: { sku: 'W-1' },
      data: {
        products: {
          __typename: 'Products',
          items: [
            {
              __typename: 'SimpleProduct',
              uid: 'p1',
              categories: [
                { __typename: 'CategoryTree', uid: 'NA==', breadcrumbs: [{ __typename: 'Breadcrumb', category_uid: 'Mw==', category_name: 'Proteins' }] }
              ]
            }
          ]
        }
      }
    });

    network.mode = 'offline';
    const details = await gateway.fetchCartDetails('c1');
    expect(details.items.map((item) => item?.uid)).toEqual(['i1']);
    expect(details.prices?.grand_total?.value).toBe(200);
    const cached = client.readQuery({ query: GetCartDetailsDocument, variables: { cartId: 'c1' } });
    expect(cached?.cart?.items?.[0]?.product.categories?.[0]?.breadcrumbs?.[0]).toMatchObject({ category_url_key: 'proteins' });
  });

  it('fails as before when nothing was cached', async () => {
    const { network, gateway } = setup();
    network.mode = 'offline';
    await expect(gateway.fetchCartDetails('c1')).rejects.toThrow('Failed to fetch');
  });

  it('does not hide a server answer behind the cached cart', async () => {
    const { network, gateway } = setup();
    await gateway.fetchCartDetails('c1');
    network.mode = 'graphql-error';
    await expect(gateway.fetchCartDetails('c1')).rejects.toThrow("The cart isn't active.");
  });
});

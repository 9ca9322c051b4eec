import { screen, within } from '@testing-library/react';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { WISHLIST_PAGE_SIZE } from './useWishlist';
import Wishlist from './Wishlist';
import { GetCustomerWishlistDocument } from './wishlist.generated';

const money = (value: number) => ({ __typename: 'Money', value, currency: 'RON' });
const priceRange = (final: number, regular = final) => ({
  __typename: 'PriceRange',
  minimum_price: { __typename: 'ProductPrice', final_price: money(final), regular_price: money(regular), discount: { __typename: 'ProductDiscount', amount_off: regular - final, percent_off: 0 } }
});
const product = (sku: string, name: string, range: ReturnType<typeof priceRange>, typename = 'SimpleProduct') => ({
  __typename: typename,
  uid: `uid-${sku}`,
  name,
  sku,
  url_key: sku.toLowerCase(),
  url_suffix: '.html',
  stock_status: 'IN_STOCK',
  thumbnail: null,
  price_range: range
});

function renderWishlist() {
  const items = [
    {
      // The configurable product costs from 494,90 (its cheapest flavour); the saved flavour costs 494,99.
      __typename: 'ConfigurableWishlistItem',
      id: '1',
      quantity: 1,
      added_at: '2026-01-01 10:00:00',
      product: product('WHEY', 'Whey 2270 g', priceRange(494.9), 'ConfigurableProduct'),
      configurable_options: [
        { __typename: 'SelectedConfigurableOption', option_label: 'Aromă', value_label: 'Ciocolată', configurable_product_option_uid: 'a', configurable_product_option_value_uid: 'b' }
      ],
      configured_variant: { __typename: 'SimpleProduct', uid: 'uid-WHEY-CHOC', thumbnail: null, price_range: priceRange(494.99) }
    },
    {
      __typename: 'SimpleWishlistItem',
      id: '2',
      quantity: 1,
      added_at: '2026-01-01 10:00:00',
      product: product('BAR', 'Baton proteic', priceRange(7.99, 9.9))
    }
  ];
  return renderWithProviders(<Wishlist />, {
    route: '/en/wishlist',
    preloadedState: { user: signedInUser() },
    mocks: [
      {
        request: { query: GetCustomerWishlistDocument, variables: { currentPage: 1, pageSize: WISHLIST_PAGE_SIZE } },
        result: {
          data: {
            customer: {
              __typename: 'Customer',
              wishlists: [
                {
                  __typename: 'Wishlist',
                  id: '3',
                  items_count: 2,
                  items_v2: { __typename: 'WishlistItems', items, page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: 1 } }
                }
              ]
            }
          }
        }
      }
    ]
  });
}

describe('Wishlist', () => {
  it('prices a configurable item at its chosen variant (as its product page does), not at the cheapest variant', async () => {
    renderWishlist();
    const whey = (await screen.findByRole('link', { name: 'Whey 2270 g' })).closest('li')!;
    expect(within(whey).getByText('RON 494.99')).toBeInTheDocument();
    expect(within(whey).queryByText('RON 494.90')).not.toBeInTheDocument();
  });

  it('shows a discounted item with its regular price struck through', async () => {
    renderWishlist();
    const bar = (await screen.findByRole('link', { name: 'Baton proteic' })).closest('li')!;
    expect(within(bar).getByText('RON 7.99')).toBeInTheDocument();
    expect(within(bar).getByRole('deletion')).toHaveTextContent('Regular priceRON 9.90');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders, signedInUser } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import type { CartGateway } from '../../../store/cart/asyncActions';
import Product from './Product';
import {
  AddProductToWishlistFromPageDocument,
  GetWishlistForProductDocument,
  RemoveProductFromWishlistFromPageDocument
} from './AddToCartForm/addToCartForm.generated';
import { GetProductDetailDocument } from './product.generated';
import { GetProductReviewsDocument, GetProductReviewRatingsMetadataDocument } from './Reviews/reviews.generated';
import { REVIEWS_PAGE_SIZE } from './Reviews/useReviews';
import { configurableProduct } from './testing/fixtures';

const mockGateway: jest.Mocked<CartGateway> = {
  createCart: jest.fn(),
  fetchCartDetails: jest.fn(),
  addItem: jest.fn(),
  updateItemQuantity: jest.fn(),
  removeItem: jest.fn()
};
jest.mock('../../../store/cart/gateway', () => ({ createCartGateway: () => mockGateway }));

function productMock(product = configurableProduct()) {
  return {
    request: { query: GetProductDetailDocument, variables: { sku: product.sku } },
    result: { data: { products: { __typename: 'Products', items: [product] } } },
    maxUsageCount: 5
  };
}

function renderProduct(route = '/en/impact-whey-protein.html') {
  return renderWithProviders(<Product uid="NzEx" sku="MP-00411" />, { route, mocks: [productMock()] });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(toastStore, 'add').mockImplementation(() => 'toast');
  mockGateway.createCart.mockResolvedValue('cart-1');
  mockGateway.addItem.mockResolvedValue({});
  mockGateway.fetchCartDetails.mockResolvedValue({
    id: 'cart-1',
    total_quantity: 2,
    items: [{ uid: 'item-1', quantity: 2 }]
  } as never);
});

describe('Product page', () => {
  it('shows name, brand, SKU, rating link, labels, price, stock, expiry and the document head', async () => {
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Impact Whey Protein' })).toBeInTheDocument();
    expect(screen.getByText('MyProtein')).toBeInTheDocument();
    expect(screen.getByText('SKU: MP-CHOC-1000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 reviews' })).toBeInTheDocument();
    expect(screen.getByText('Free delivery')).toBeInTheDocument();
    expect(screen.getByText('1+1 Free')).toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText(/Expiry date:/)).toHaveTextContent('May 26, 2027');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeProteinsWhey proteinImpact Whey Protein');
    await waitFor(() => expect(document.title).toBe('Impact Whey Protein | GNC'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/en/impact-whey-protein.html');
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
    const productLd = jsonLd.find((data) => data['@type'] === 'Product');
    expect(productLd).toMatchObject({ sku: 'MP-00411', aggregateRating: { ratingValue: 4, reviewCount: 3 } });
    // One offer per variant, each at the address that opens it; whatever flavour is chosen.
    expect(productLd.offers[0]).toEqual({
      '@type': 'Offer',
      sku: 'MP-CHOC-1000',
      price: '95.99',
      priceCurrency: 'RON',
      availability: 'https://schema.org/InStock',
      url: 'http://localhost/en/impact-whey-protein.html?aroma=201&gramaj=306'
    });
    expect(productLd.offers.map((offer: { availability: string }) => offer.availability)).toContain('https://schema.org/OutOfStock');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^http:\/\/localhost\/media\/.*width=1200/);
    expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('switches price, image and stock with the flavour and keeps the choice in the URL', async () => {
    const { location } = renderProduct();
    const vanilla = await screen.findByRole('radio', { name: 'Vanilla' });
    expect(screen.getByRole('button', { name: /Zoom image 1 of 2/ }).querySelector('img')?.getAttribute('src')).toContain('choc.jpg');
    await userEvent.click(vanilla);
    expect(screen.getByRole('radio', { name: 'Vanilla' })).toBeChecked();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
    expect(screen.getByText('SKU: MP-VAN-1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zoom image 1 of 2/ }).querySelector('img')?.getAttribute('src')).toContain('vanilla.jpg');
    expect(location().search).toBe('?aroma=202&gramaj=306');
    // Vanilla has no 2270 g: that size is disabled.
    expect(screen.getByRole('radio', { name: /2270 g/ })).toBeDisabled();
    // Banana 1000 g is sold out.
    expect(screen.getByRole('radio', { name: /Banana/ })).toBeDisabled();
  });

  it('opens the chosen combination from the URL', async () => {
    renderProduct('/en/impact-whey-protein.html?aroma=203&gramaj=307');
    expect(await screen.findByRole('radio', { name: 'Banana' })).toBeChecked();
    expect(screen.getByText('SKU: MP-BAN-2270')).toBeInTheDocument();
  });

  it('bounds the quantity between 1 and the stock left', async () => {
    renderProduct('/en/impact-whey-protein.html?aroma=202&gramaj=306');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantity).toHaveValue(1);
    expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(quantity).toHaveValue(3);
    expect(increase).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50');
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue(3);
  });

  it('adds the configurable product by its parent SKU and chosen options, then shows a toast', async () => {
    const { store } = renderProduct('/en/impact-whey-protein.html?aroma=202&gramaj=306');
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(toastStore.add).toHaveBeenCalled());
    expect(mockGateway.addItem).toHaveBeenCalledWith('cart-1', {
      sku: 'MP-00411',
      quantity: 2,
      selected_options: ['Y29uZmlndXJhYmxlLzIvMjAy', 'Y29uZmlndXJhYmxlLzMvMzA2']
    });
    expect(toastStore.add).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: 'Impact Whey Protein was added to your cart.' }));
    expect(store.getState().cart.details?.items).toHaveLength(1);
  });

  it('shows an error toast when adding fails', async () => {
    mockGateway.addItem.mockRejectedValue(new Error('The requested qty is not available'));
    renderProduct();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(toastStore.add).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', message: 'Could not add Impact Whey Protein to the cart: The requested qty is not available' })
      )
    );
  });

  describe('wishlist button of a signed-in shopper', () => {
    const CHOC_1000 = { id: '7', sku: 'MP-CHOC-1000' };
    const wishlist = (items: Array<{ id: string; sku: string }>) => ({
      __typename: 'Wishlist',
      id: '3',
      items_count: items.length,
      items_v2: {
        __typename: 'WishlistItems',
        items: items.map((item) => ({
          __typename: 'ConfigurableWishlistItem',
          id: item.id,
          product: { __typename: 'ConfigurableProduct', uid: 'NzEx', sku: 'MP-00411' },
          configured_variant: { __typename: 'SimpleProduct', uid: `v-${item.sku}`, sku: item.sku }
        }))
      }
    });
    const wishlistMock = (items: Array<{ id: string; sku: string }>, maxUsageCount = 1) => ({
      request: { query: GetWishlistForProductDocument },
      result: { data: { customer: { __typename: 'Customer', wishlists: [wishlist(items)] } } },
      maxUsageCount
    });
    const renderSignedIn = (route: string, mocks: object[]) =>
      renderWithProviders(<Product uid="NzEx" sku="MP-00411" />, {
        route,
        mocks: [productMock(), ...(mocks as never[])],
        preloadedState: { user: signedInUser() }
      });

    it('adds the chosen variant, then shows it saved; pressing again removes it', async () => {
      const add = jest.fn(() => ({ data: { addProductsToWishlist: { __typename: 'AddProductsToWishlistOutput', wishlist: wishlist([CHOC_1000]), user_errors: [] } } }));
      const remove = jest.fn(() => ({ data: { removeProductsFromWishlist: { __typename: 'RemoveProductsFromWishlistOutput', wishlist: wishlist([]), user_errors: [] } } }));
      renderSignedIn('/en/impact-whey-protein.html', [
        wishlistMock([], 2),
        { request: { query: AddProductToWishlistFromPageDocument, variables: { wishlistId: '3', item: { sku: 'MP-00411', quantity: 1, selected_options: ['Y29uZmlndXJhYmxlLzIvMjAx', 'Y29uZmlndXJhYmxlLzMvMzA2'] } } }, result: add },
        { request: { query: RemoveProductFromWishlistFromPageDocument, variables: { wishlistId: '3', itemId: '7' } }, result: remove }
      ]);
      await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
      expect(await screen.findByRole('button', { name: 'Saved · Remove from Wishlist' })).toBeEnabled();
      expect(add).toHaveBeenCalledTimes(1);
      expect(toastStore.add).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: 'Impact Whey Protein was added to your wishlist.' }));

      await userEvent.click(screen.getByRole('button', { name: 'Saved · Remove from Wishlist' }));
      expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
      expect(remove).toHaveBeenCalledTimes(1);
      expect(add).toHaveBeenCalledTimes(1);
      expect(toastStore.add).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', message: 'Impact Whey Protein was removed from your wishlist.' }));
    });

    it('shows the saved state per variant: another flavour is not saved', async () => {
      renderSignedIn('/en/impact-whey-protein.html', [wishlistMock([CHOC_1000], 3)]);
      expect(await screen.findByRole('button', { name: 'Saved · Remove from Wishlist' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('radio', { name: 'Vanilla' }));
      expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeInTheDocument();
    });

    it('says the product is already saved, without adding it again, when the wishlist changed since the page loaded', async () => {
      const add = jest.fn(() => ({ data: { addProductsToWishlist: { __typename: 'AddProductsToWishlistOutput', wishlist: wishlist([CHOC_1000]), user_errors: [] } } }));
      const loaded = wishlistMock([]);
      const answeredOnLoad = jest.fn(() => loaded.result);
      renderSignedIn('/en/impact-whey-protein.html', [
        { ...loaded, result: answeredOnLoad },
        // Saved meanwhile in another tab: the press reads the wishlist afresh.
        wishlistMock([CHOC_1000]),
        { request: { query: AddProductToWishlistFromPageDocument }, variableMatcher: () => true, result: add }
      ]);
      const button = await screen.findByRole('button', { name: 'Add to Wishlist' });
      // The page's own wishlist answer first (on a slow machine the press could otherwise come before it).
      await waitFor(() => expect(answeredOnLoad).toHaveBeenCalled());
      await userEvent.click(button);
      await waitFor(() =>
        expect(toastStore.add).toHaveBeenCalledWith(expect.objectContaining({ type: 'info', message: 'Impact Whey Protein is already in your wishlist.' }))
      );
      expect(await screen.findByRole('button', { name: 'Saved · Remove from Wishlist' })).toBeInTheDocument();
      expect(add).not.toHaveBeenCalled();
    });
  });

  it('offers the wishlist to guests as a sign-in link', async () => {
    renderProduct();
    expect(await screen.findByRole('link', { name: 'Sign in to add to your wishlist' })).toHaveAttribute('href', '/en/sign-in');
  });

  it('has keyboard tabs for description, nutrition facts, ingredients, usage and reviews, then the food supplement statements', async () => {
    renderProduct();
    const tablist = await screen.findByRole('tablist', { name: 'Product details' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Description', 'Nutrition facts', 'Ingredients', 'How to use', 'Reviews (3)']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Great whey for every day.');
    act(() => tabs[0].focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Nutrition facts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Nutrition facts' })).toHaveFocus();
    const table = screen.getByRole('table', { name: 'Nutrition facts per serving' });
    expect(within(table).getByRole('rowheader', { name: 'Protein' })).toBeInTheDocument();
    expect(within(table).getByText('48%')).toBeInTheDocument();
    // A protein powder also declares its values per 100 g (Reg. (EU) 1169/2011 art. 32).
    const per100 = screen.getByRole('table', { name: 'Average nutritional values per 100 g' });
    expect(within(per100).getByRole('row', { name: 'Protein 80 g' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    // The ingredients as the label prints them, allergens in bold.
    const ingredients = screen.getByRole('tabpanel');
    expect(within(ingredients).getByText('milk').tagName).toBe('STRONG');
    expect(within(ingredients).getByText('soy').tagName).toBe('STRONG');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    // Below the tabs, whichever is open: what the label says, with the statements of a food supplement.
    const label = await screen.findByRole('region', { name: 'Food supplement' });
    expect(label).toHaveTextContent('Do not exceed the recommended daily dose.');
    expect(within(label).getByText('Allergens').nextElementSibling).toHaveTextContent('milk, soy');
    expect(within(label).getByText('Responsible operator').nextElementSibling).toHaveTextContent('Vitalis Nutrition Retail S.R.L.');
  });

  it('opens the reviews tab from the rating link, with the reviews the page read for its structured data', async () => {
    const reviewsMock = {
      request: { query: GetProductReviewsDocument, variables: { sku: 'MP-00411', pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 } },
      result: {
        data: {
          products: {
            __typename: 'Products',
            items: [
              {
                __typename: 'ConfigurableProduct',
                uid: 'NzEx',
                review_count: 3,
                rating_summary: 80,
                reviews: {
                  __typename: 'ProductReviews',
                  items: [
                    {
                      __typename: 'ProductReview',
                      nickname: 'Ana',
                      summary: 'Great taste',
                      text: 'Mixes well with milk.',
                      created_at: '2026-10-01 10:00:00',
                      verified_buyer: true,
                      average_rating: 80,
                      ratings_breakdown: []
                    }
                  ],
                  page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: 1 }
                }
              }
            ]
          }
        }
      }
    };
    const metadataMock = {
      request: { query: GetProductReviewRatingsMetadataDocument, variables: {} },
      result: { data: { productReviewRatingsMetadata: { __typename: 'ProductReviewRatingsMetadata', items: [] } } }
    };
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<Product uid="NzEx" sku="MP-00411" />, { route: '/en/impact-whey-protein.html', mocks: [productMock(), reviewsMock, metadataMock] });
    await userEvent.click(await screen.findByRole('link', { name: '3 reviews' }));
    expect(screen.getByRole('tab', { name: 'Reviews (3)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(screen.getByRole('tab', { name: 'Reviews (3)' })).toHaveFocus();
    const panel = screen.getByRole('tabpanel');
    // The tab's code comes with the page's extras chunk: a loading line until then, then the reviews.
    expect(await within(panel).findByText('Great taste')).toBeInTheDocument();
    expect(within(panel).getByText('Mixes well with milk.')).toBeInTheDocument();
    expect(within(panel).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(panel).getByText(/^How we check reviews:/)).toBeInTheDocument();
    expect(await within(panel).findByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
    // The same first page of reviews is in the page's Product data (one query, shared with the tab).
    const productLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'Product');
    expect(productLd.review).toEqual([
      { '@type': 'Review', author: { '@type': 'Person', name: 'Ana' }, datePublished: '2026-10-01', name: 'Great taste', reviewBody: 'Mixes well with milk.', reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 } }
    ]);
  });

  it('opens a zoomed image that Escape closes', async () => {
    renderProduct();
    const main = await screen.findByRole('button', { name: /Zoom image 1 of 2/ });
    await userEvent.click(main);
    // Its code is a chunk of its own (productExtras), loaded at the first click at the latest.
    const dialog = await screen.findByRole('dialog', { name: 'Image of Impact Whey Protein' });
    expect(within(dialog).getByRole('button', { name: 'Close zoomed image' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show image 2: Label' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zoom image 2 of 2/ })).toHaveFocus();
  });
});

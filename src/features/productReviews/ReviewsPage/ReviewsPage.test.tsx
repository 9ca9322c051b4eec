import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { GetProductReviewsByUrlKeyDocument, GetRecentProductReviewsDocument } from '../productReviews.generated';
import { REVIEWS_PAGE_SIZE } from '../reviewsModel';
import { pageHref, pageOf, productUrlKeyOf } from '../reviewsModel';
import ReviewsPage from './ReviewsPage';

jest.setTimeout(20000);

const product = (urlKey: string, name: string) => ({
  __typename: 'SimpleProduct',
  uid: `uid-${urlKey}`,
  sku: `SKU-${urlKey}`,
  name,
  url_key: urlKey,
  url_suffix: '.html',
  small_image: { __typename: 'ProductImage', url: `/media/catalog/product/${urlKey}.jpg`, label: name }
});

const review = (summary: string, nickname: string, averageRating: number, createdAt: string, verified = false) => ({
  __typename: 'ProductReview',
  nickname,
  summary,
  text: `${summary}: text`,
  created_at: createdAt,
  verified_buyer: verified,
  average_rating: averageRating,
  ratings_breakdown: [{ __typename: 'ProductReviewRating', name: 'Quality', value: '5' }]
});

const recentMock = (page: number, items: unknown[], totalPages: number) => ({
  request: { query: GetRecentProductReviewsDocument, variables: { pageSize: REVIEWS_PAGE_SIZE, currentPage: page } },
  result: {
    data: {
      recentProductReviews: {
        __typename: 'ProductReviews',
        items,
        page_info: { __typename: 'SearchResultPageInfo', current_page: page, total_pages: totalPages }
      }
    }
  }
});

const productMock = (urlKey: string, found: boolean) => ({
  request: { query: GetProductReviewsByUrlKeyDocument, variables: { urlKey, pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 } },
  result: {
    data: {
      products: {
        __typename: 'Products',
        items: found
          ? [
              {
                ...product(urlKey, 'Whey Gold 2 kg'),
                review_count: 2,
                rating_summary: 90,
                reviews: {
                  __typename: 'ProductReviews',
                  items: [review('Excellent taste', 'Mihai', 100, '2025-03-02 10:00:00'), review('Good value', 'Ana', 80, '2025-02-01 09:00:00')],
                  page_info: { __typename: 'SearchResultPageInfo', current_page: 1, total_pages: 1 }
                }
              }
            ]
          : []
      }
    }
  }
});

function renderPage(route: string, mocks: unknown[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/recenzie-produse/*" element={<ReviewsPage />} />
      <Route path="/en/recenzie-produse/*" element={<ReviewsPage />} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    { route, mocks: mocks as never }
  );
}

describe('ReviewsPage', () => {
  it('lists the newest reviews with links to their products and to all their reviews', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('/en/recenzie-produse', [
      recentMock(1, [
        { ...review('Excellent taste', 'Mihai', 100, '2025-03-02 10:00:00', true), product: product('whey-gold', 'Whey Gold 2 kg') },
        { ...review('Works for me', 'Ana', 60, '2025-03-01 10:00:00'), product: product('omega-3', 'Omega 3') }
      ], 2),
      recentMock(2, [{ ...review('Older one', 'Dan', 80, '2025-01-01 10:00:00'), product: product('omega-3', 'Omega 3') }], 2)
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Product reviews' })).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { level: 2, name: 'Excellent taste' })).closest('article')!;
    expect(within(first).getByRole('link', { name: 'Whey Gold 2 kg' })).toHaveAttribute('href', '/en/whey-gold.html');
    expect(within(first).getByRole('link', { name: /^All reviews of this product/ })).toHaveAttribute('href', '/en/recenzie-produse/whey-gold');
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('By Mihai on March 2, 2025')).toBeInTheDocument();
    expect(within(first).getByText('Quality: 5/5')).toBeInTheDocument();
    // Reviews from a customer who ordered the product are marked; the page says how reviews are checked.
    expect(within(first).getByText('Verified buyer')).toBeInTheDocument();
    const second = screen.getByRole('heading', { level: 2, name: 'Works for me' }).closest('article')!;
    expect(within(second).queryByText('Verified buyer')).not.toBeInTheDocument();
    expect(screen.getByText(/^How we check reviews:/)).toHaveTextContent('“Verified buyer” marks the reviews written from the account of a customer who had ordered the product.');
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Older one' })).toBeInTheDocument();
    expect(location().search).toBe('?page=2');
    await waitFor(() => expect(document.title).toBe('Product reviews – page 2'));
  });

  it("shows one product's reviews with a link to write one", async () => {
    renderPage('/recenzie-produse/whey-gold.html', [productMock('whey-gold', true)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews of Whey Gold 2 kg' })).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/whey-gold.html#product-tab-reviews');
    expect(screen.getByRole('link', { name: 'View the product' })).toHaveAttribute('href', '/whey-gold.html');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Excellent taste', 'Good value']);
    expect(screen.getByRole('link', { name: /All product reviews/ })).toHaveAttribute('href', '/recenzie-produse');
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).not.toBeInTheDocument();
  });

  it('says when there is no such product', async () => {
    renderPage('/recenzie-produse/no-such-thing', [productMock('no-such-thing', false)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
  });

  it('says when there are no reviews yet', async () => {
    renderPage('/recenzie-produse', [recentMock(1, [], 0)]);
    expect(await screen.findByText('There are no reviews yet.')).toBeInTheDocument();
  });
});

describe('reviews paths', () => {
  it('reads the product URL key and the page from the address', () => {
    expect(productUrlKeyOf('Whey-Gold.html/extra')).toBe('whey-gold');
    expect(productUrlKeyOf('')).toBe('');
    expect(productUrlKeyOf(undefined)).toBe('');
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=-1'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageHref('/recenzie-produse', new URLSearchParams('page=3&x=1'), 1)).toBe('/recenzie-produse?x=1');
  });
});

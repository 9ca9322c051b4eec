import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../../app/testing/renderWithProviders';
import type { ProductTileFieldsFragment } from '../../../../components/ProductTile';
import { smallImage, tileProduct } from '../../../../components/ProductTile/testing';
import RelatedProducts from './RelatedProducts';

jest.mock('../../../../store/cart/gateway', () => ({ createCartGateway: jest.fn() }));


function product(index: number): ProductTileFieldsFragment {
  return tileProduct({
    uid: `uid-${index}`,
    sku: `GNC-${index}`,
    name: `Related product ${index}`,
    url_key: `related-${index}`,
    small_image: smallImage(`/media/catalog/product/r/${index}.jpg`),
    rating_summary: 80,
    review_count: 1,
    price: 100 + index
  });
}

const products = Array.from({ length: 6 }, (_, index) => product(index + 1));

/** The carousel reads its width from the viewport element: pretend the page lays it out this wide. */
function layoutWidth(width: number) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

const shownSlides = (carousel: HTMLElement) =>
  within(carousel)
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hasAttribute('aria-hidden'));

afterEach(() => jest.restoreAllMocks());

describe('RelatedProducts', () => {
  it('shows the related products as tiles in a labelled carousel, four per view on a desktop', () => {
    layoutWidth(1200);
    renderWithProviders(<RelatedProducts products={products} />, { route: '/en/impact-whey-protein.html' });
    expect(screen.getByRole('heading', { level: 2, name: 'Related products' })).toBeInTheDocument();
    const carousel = screen.getByRole('region', { name: 'Related products' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = shownSlides(carousel);
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAccessibleName('1 of 6');
    expect(within(slides[0]).getByRole('heading', { level: 3, name: 'Related product 1' })).toBeInTheDocument();
    expect(within(slides[0]).getByRole('link', { name: 'Related product 1' })).toHaveAttribute('href', '/en/related-1.html');
    expect(within(slides[0]).getByRole('button', { name: 'Add to Cart: Related product 1' })).toBeInTheDocument();
    // Tiles out of view are neither read nor reachable with the keyboard.
    expect(screen.queryByRole('link', { name: 'Related product 5' })).toBeNull();
  });

  it('moves by one tile with the arrows and stops at the ends (no wrap-around)', async () => {
    layoutWidth(1200);
    renderWithProviders(<RelatedProducts products={products} />, { route: '/en/x.html' });
    const carousel = screen.getByRole('region', { name: 'Related products' });
    const previous = within(carousel).getByRole('button', { name: 'Previous slide' });
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(shownSlides(carousel).map((slide) => slide.getAttribute('aria-label'))).toEqual(['2 of 6', '3 of 6', '4 of 6', '5 of 6']);
    await userEvent.click(next);
    expect(next).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Related product 6' })).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Go to slide 1' }));
    expect(shownSlides(carousel)[0]).toHaveAccessibleName('1 of 6');
  });

  it('shows fewer tiles per view on narrower screens', () => {
    layoutWidth(343);
    const { unmount } = renderWithProviders(<RelatedProducts products={products} />, { route: '/en/x.html' });
    expect(shownSlides(screen.getByRole('region', { name: 'Related products' }))).toHaveLength(2);
    unmount();
    jest.restoreAllMocks();
    layoutWidth(700);
    renderWithProviders(<RelatedProducts products={products} />, { route: '/en/x.html' });
    expect(shownSlides(screen.getByRole('region', { name: 'Related products' }))).toHaveLength(3);
  });

  it('shows every tile without arrows when they all fit, and nothing without related products', () => {
    layoutWidth(1200);
    const { container, rerender } = renderWithProviders(<RelatedProducts products={products.slice(0, 3)} />, { route: '/en/x.html' });
    const carousel = screen.getByRole('region', { name: 'Related products' });
    expect(shownSlides(carousel)).toHaveLength(3);
    expect(within(carousel).queryByRole('button', { name: 'Next slide' })).toBeNull();
    rerender(<RelatedProducts products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

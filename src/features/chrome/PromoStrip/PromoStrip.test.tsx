import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import PromoStrip from './PromoStrip';

function renderOn(day: Date, route = '/') {
  jest.useFakeTimers({ now: day });
  return renderWithProviders(<PromoStrip />, { route });
}

describe('PromoStrip', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the Valentine strip on 14 February 2025, linking to the promo page of the view', () => {
    renderOn(new Date(2025, 1, 14, 9, 30), '/en/cart');
    const strip = screen.getByText(/Valentine’s Day at GNC/);
    expect(strip).toHaveTextContent('Valentine’s Day at GNC: gifts for your loved ones, 14–17 February');
    expect(screen.getByRole('link', { name: 'See the gifts' })).toHaveAttribute('href', '/en/gnc-vday.html');
  });

  it('links to the Romanian page in the Romanian view, up to the last day', () => {
    renderOn(new Date(2025, 1, 17, 23, 0), '/');
    expect(screen.getByRole('link', { name: 'See the gifts' })).toHaveAttribute('href', '/gnc-vday.html');
  });

  it('is not there before or after the promotion', () => {
    const before = renderOn(new Date(2025, 1, 13, 23, 59));
    expect(screen.queryByText(/Valentine/)).not.toBeInTheDocument();
    before.unmount();
    jest.useRealTimers();
    renderOn(new Date(2025, 1, 18, 0, 1));
    expect(screen.queryByText(/Valentine/)).not.toBeInTheDocument();
  });
});

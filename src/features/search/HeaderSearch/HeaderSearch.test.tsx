import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import Link from '../../../components/Link';
import HeaderSearch from './HeaderSearch';

// The autocomplete bar's chunk is fetched once the page settles; here it never does, so the header keeps
// its static field, as on a slow network.
jest.mock('../../../lib/idle', () => ({
  ...jest.requireActual<object>('../../../lib/idle'),
  afterPageSettles: () => () => undefined
}));

describe('HeaderSearch before the autocomplete bar has loaded', () => {
  it('shows the query on its results page and empties once the shopper goes to another page', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(
      <>
        <HeaderSearch />
        <Link to="/en/search.html?query=casein">Casein results</Link>
        <Link to="/en/proteine.html">Proteins</Link>
      </>,
      { route: '/en/search.html?query=whey' }
    );
    const field = () => screen.getByRole('combobox', { name: 'Search for a product' });
    expect(field()).toHaveValue('whey');
    await user.click(screen.getByRole('link', { name: 'Casein results' }));
    expect(field()).toHaveValue('casein');
    await user.click(screen.getByRole('link', { name: 'Proteins' }));
    expect(location().pathname).toBe('/en/proteine.html');
    expect(field()).toHaveValue('');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useNavigate } from 'react-router-dom';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { locationsErrorMock, locationsMock } from '../__fixtures__/locations';
import ShopLocator from './ShopLocator';

jest.setTimeout(20000);

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

function renderLocator(route = '/shops', mocks = [locationsMock()]) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/shops" element={<ShopLocator />} />
        <Route path="/en/shops" element={<ShopLocator />} />
        <Route path="/shop/:id" element={<p>Shop page</p>} />
        <Route path="/en/shop/:id" element={<p>Shop page</p>} />
      </Routes>
      <BackButton />
    </>,
    { route, mocks }
  );
}

const shopNames = () =>
  within(screen.getByRole('list', { name: 'Shops' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('ShopLocator', () => {
  it('lists the open shops with address, phone, hours and links', async () => {
    renderLocator('/en/shops');
    expect(screen.getByRole('heading', { level: 1, name: 'Our shops' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 shops'));
    expect(shopNames()).toEqual(['GNC AFI Cotroceni', 'GNC Mega Mall', 'GNC Coresi Brașov', 'GNC Lotus Center Oradea']);
    const oradea = screen.getByRole('article', { name: 'GNC Lotus Center Oradea' });
    expect(within(oradea).getByText('Str. Nufărului nr. 30')).toBeInTheDocument();
    expect(within(oradea).getByText('410583 Oradea, Bihor')).toBeInTheDocument();
    expect(within(oradea).getByRole('link', { name: '+40 259 300 702' })).toHaveAttribute('href', 'tel:+40259300702');
    expect(within(oradea).getByText('Mon–Sat: 10:00–22:00')).toBeInTheDocument();
    expect(within(oradea).getByText('Sun: closed')).toBeInTheDocument();
    expect(within(oradea).getByRole('link', { name: 'GNC Lotus Center Oradea' })).toHaveAttribute('href', '/en/shop/4');
    expect(within(oradea).getByRole('link', { name: /^Directions to GNC Lotus Center Oradea/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.0425,21.923'
    );
    // The city list comes from the shops, in Romanian alphabetical order.
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(within(city).getAllByRole('option').map((option) => option.textContent)).toEqual(['All cities', 'Brașov', 'București', 'Oradea']);
    // Each listed shop has a marker on the map.
    const map = screen.getByRole('region', { name: 'Map of our shops' });
    await waitFor(() => expect(within(map).getAllByRole('button', { name: /^GNC / })).toHaveLength(4));
  });

  it('filters by city, keeping the city in the URL so back goes to the previous list', async () => {
    const user = userEvent.setup();
    const { location } = renderLocator();
    await screen.findByRole('list', { name: 'Shops' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'București');
    expect(shopNames()).toEqual(['GNC AFI Cotroceni', 'GNC Mega Mall']);
    expect(screen.getByRole('status')).toHaveTextContent('2 shops in București');
    expect(new URLSearchParams(location().search).get('city')).toBe('București');
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(shopNames()).toHaveLength(4));
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('');
  });

  it('searches by name as you type, accents optional, and puts the search in the URL after a pause', async () => {
    const user = userEvent.setup();
    const { location } = renderLocator();
    await screen.findByRole('list', { name: 'Shops' });
    await user.type(screen.getByRole('searchbox', { name: 'Shop name' }), 'brasov');
    expect(shopNames()).toEqual(['GNC Coresi Brașov']);
    await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe('brasov'));
    // Back: the search box and the list follow the URL.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Shop name' })).toHaveValue(''));
    expect(shopNames()).toHaveLength(4);
  });

  it('opens with the filters of a link, matching a city written without diacritics', async () => {
    renderLocator('/shops?city=bucuresti&q=mega');
    await screen.findByRole('list', { name: 'Shops' });
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('București');
    expect(screen.getByRole('searchbox', { name: 'Shop name' })).toHaveValue('mega');
    expect(shopNames()).toEqual(['GNC Mega Mall']);
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    const { location } = renderLocator('/shops?city=Oradea&q=mall');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No shops in Oradea match your search.'));
    await user.click(screen.getByRole('button', { name: 'Show all shops' }));
    await waitFor(() => expect(shopNames()).toHaveLength(4));
    expect(location().search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('opens a shop page from the list', async () => {
    const user = userEvent.setup();
    const { location } = renderLocator();
    await user.click(await screen.findByRole('link', { name: 'Shop details – GNC Coresi Brașov' }));
    await waitFor(() => expect(location().pathname).toBe('/shop/3'));
  });

  it('offers to try again when the shops cannot be loaded', async () => {
    const user = userEvent.setup();
    renderLocator('/shops', [locationsErrorMock(), locationsMock()]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The shops could not be loaded. Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Shops' })).toBeInTheDocument();
    expect(shopNames()).toHaveLength(4);
  });
});

import { screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { Route, Routes } from 'react-router-dom';
import { locationsErrorMock, locationsMock } from '../__fixtures__/locations';
import ShopPage from './ShopPage';

jest.setTimeout(20000);

function renderShop(route: string, mocks = [locationsMock()]) {
  return renderWithProviders(
    <Routes>
      <Route path="/shop/:id?" element={<ShopPage />} />
      <Route path="/en/shop/:id?" element={<ShopPage />} />
      <Route path="/shops" element={<p>Shops list</p>} />
      <Route path="/en/shops" element={<p>Shops list</p>} />
    </Routes>,
    { route, mocks }
  );
}

describe('ShopPage', () => {
  afterEach(() => {
    document.title = '';
  });

  it('shows the shop: address, phones, e-mail, directions, opening hours and the map', async () => {
    renderShop('/en/shop/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'GNC Lotus Center Oradea' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Address and contact' });
    expect(within(contact).getByText('Str. Nufărului nr. 30')).toBeInTheDocument();
    expect(within(contact).getByText('410583 Oradea, Bihor')).toBeInTheDocument();
    expect(within(contact).getByText('Phones')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '+40 21 300 11 04' })).toHaveAttribute('href', 'tel:+40213001104');
    expect(within(contact).getByRole('link', { name: '+40 259 300 702' })).toHaveAttribute('href', 'tel:+40259300702');
    expect(within(contact).getByRole('link', { name: 'magazin4@gnc-romania.ro' })).toHaveAttribute('href', 'mailto:magazin4@gnc-romania.ro');
    const directions = within(contact).getByRole('link', { name: /^Get directions/ });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=47.0425,21.923');
    expect(directions).toHaveAttribute('target', '_blank');

    const hours = screen.getByRole('table', { name: 'Opening hours' });
    const rows = within(hours).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '10:00–22:00', '10:00–22:00', '10:00–22:00', '10:00–22:00', '10:00–22:00', '10:00–22:00', 'Closed'
    ]);
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('Monday');
    expect(rows.filter((row) => row.getAttribute('aria-current') === 'date')).toHaveLength(1);

    expect(screen.getByText('The GNC store in Lotus Center Oradea.')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Map: GNC Lotus Center Oradea' });
    expect(await within(map).findByRole('button', { name: 'GNC Lotus Center Oradea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All our shops/ })).toHaveAttribute('href', '/en/shops');
    await waitFor(() => expect(document.title).toBe('GNC Lotus Center Oradea'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'GNC Lotus Center Oradea, Str. Nufărului nr. 30, 410583 Oradea, Bihor: opening hours, phone and directions.'
    );
  });

  it('finds a shop by its URL key too', async () => {
    renderShop('/shop/mega-mall');
    expect(await screen.findByRole('heading', { level: 1, name: 'GNC Mega Mall' })).toBeInTheDocument();
    expect(screen.getByText('Phone')).toBeInTheDocument();
  });

  it('says clearly when there is no such shop and links back to the list', async () => {
    renderShop('/shop/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find this shop/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our shops' })).toHaveAttribute('href', '/shops');
    await waitFor(() => expect(document.title).toBe('Shop not found'));
  });

  it('treats a switched-off shop as unknown', async () => {
    renderShop('/shop/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop not found' })).toBeInTheDocument();
  });

  it('shows the locator on /shop without an id', async () => {
    renderShop('/shop');
    expect(screen.getByRole('heading', { level: 1, name: 'Our shops' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Shops' })).toBeInTheDocument();
  });

  it('says when the shop cannot be loaded', async () => {
    renderShop('/shop/4', [locationsErrorMock()]);
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be loaded. Check your connection and try again.');
    expect(screen.queryByRole('heading', { name: 'Shop not found' })).not.toBeInTheDocument();
  });
});

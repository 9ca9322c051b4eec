import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import LocationMap from './Map';
import { directionsUrl, loadTileUrl, mapBehaviour, nextTileStatus, OPENSTREETMAP_TILE_URL, resetTileUrlForTests, STOREFRONT_CONFIG_URL } from './mapConfig';
import type { MapMarker } from './useLeafletMap';

const MARKERS: MapMarker[] = [
  { id: '1', name: 'GNC AFI Cotroceni', latitude: 44.4306, longitude: 26.053, lines: ['Bd. Vasile Milea nr. 4', '061344 București'], href: '/shop/1', linkLabel: 'Shop details' },
  { id: '2', name: 'GNC Coresi Brașov', latitude: 45.6737, longitude: 25.6216, lines: ['Str. Zizinului nr. 119'], href: '/shop/2', linkLabel: 'Shop details' }
];

async function renderMap(markers: MapMarker[] = MARKERS, props: { showControls?: boolean } = {}) {
  const result = renderWithProviders(
    <>
      <LocationMap markers={markers} label="Map of our shops" {...props} />
      <button type="button">After the map</button>
    </>,
    { route: '/shops' }
  );
  const region = screen.getByRole('region', { name: 'Map of our shops' });
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
  return { ...result, region };
}

describe('LocationMap', () => {
  it('draws a marker per place, named after it, with zoom buttons and the tiles licence', async () => {
    const { region } = await renderMap();
    expect(screen.getByRole('button', { name: 'GNC AFI Cotroceni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'GNC Coresi Brașov' })).toBeInTheDocument();
    expect(region.querySelector('.leaflet-control-zoom')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  });

  it('hides the zoom buttons when the block says so', async () => {
    const { region } = await renderMap(MARKERS, { showControls: false });
    expect(region.querySelector('.leaflet-control-zoom')).toBeNull();
  });

  it('opens a popup with the address and a link that navigates in the app', async () => {
    const { location } = await renderMap();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'GNC Coresi Brașov' }));
    });
    const link = await screen.findByRole('link', { name: 'Shop details' });
    expect(screen.getByText('Str. Zizinului nr. 119')).toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() => expect(location().pathname).toBe('/shop/2'));
  });

  it('lets keyboard users skip past the map', async () => {
    await renderMap();
    const skip = screen.getByRole('link', { name: 'Skip the map' });
    await userEvent.click(skip);
    expect(document.activeElement).not.toBe(skip);
    expect(document.activeElement?.tagName).toBe('SPAN');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After the map' })).toHaveFocus();
  });

  it('leaves out places without usable coordinates', async () => {
    await renderMap([MARKERS[0], { id: '3', name: 'Nowhere', latitude: Number.NaN, longitude: 10 }]);
    expect(screen.getByRole('button', { name: 'GNC AFI Cotroceni' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nowhere' })).not.toBeInTheDocument();
  });
});

describe('map settings', () => {
  it('has the defaults of Page Builder map blocks', () => {
    expect(mapBehaviour()).toEqual({ zoom: 8, scrollWheelZoom: false, doubleClickZoom: true, zoomControl: true, attributionControl: true, keyboard: true });
    expect(mapBehaviour({ showControls: false }).zoomControl).toBe(false);
  });

  it('gives up on tiles only when none has loaded', () => {
    expect(nextTileStatus('waiting', 'error')).toBe('failed');
    expect(nextTileStatus('waiting', 'load')).toBe('showing');
    expect(nextTileStatus('showing', 'error')).toBe('showing');
    expect(nextTileStatus('failed', 'load')).toBe('failed');
  });

  it('links directions to the coordinates', () => {
    expect(directionsUrl(44.4306, 26.053)).toBe('https://www.google.com/maps/dir/?api=1&destination=44.4306,26.053');
  });
});

describe('the tile source', () => {
  beforeEach(() => resetTileUrlForTests());

  const answer = (body: unknown, ok = true) => jest.fn(async () => ({ ok, json: async () => body }) as Response);

  it("is the server's setting, asked once", async () => {
    const fetchImpl = answer({ mapTileUrl: 'https://tiles.example.net/{z}/{x}/{y}.png' });
    expect(await loadTileUrl(fetchImpl)).toBe('https://tiles.example.net/{z}/{x}/{y}.png');
    expect(await loadTileUrl(fetchImpl)).toBe('https://tiles.example.net/{z}/{x}/{y}.png');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(STOREFRONT_CONFIG_URL, expect.anything());
  });

  it('falls back to OpenStreetMap on a refused or unusable answer', async () => {
    expect(await loadTileUrl(answer({}, false))).toBe(OPENSTREETMAP_TILE_URL);
    resetTileUrlForTests();
    expect(await loadTileUrl(answer({ mapTileUrl: 'javascript:alert(1)//{z}{x}{y}' }))).toBe(OPENSTREETMAP_TILE_URL);
    resetTileUrlForTests();
    expect(await loadTileUrl(answer({ mapTileUrl: 'https://tiles.example.net/no-placeholders.png' }))).toBe(OPENSTREETMAP_TILE_URL);
  });

  it('asks again after a network failure (offline)', async () => {
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await loadTileUrl(offline)).toBe(OPENSTREETMAP_TILE_URL);
    const online = answer({ mapTileUrl: 'https://tiles.example.net/{z}/{x}/{y}.png' });
    expect(await loadTileUrl(online)).toBe('https://tiles.example.net/{z}/{x}/{y}.png');
  });
});

import { screen, waitFor } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import MapBlock from './Map';

const LOCATION = {
  name: 'GNC România',
  latitude: 44.4347,
  longitude: 26.0463,
  phone: '+40 21 300 10 00',
  address: 'Bd. Iuliu Maniu nr. 7',
  city: 'București',
  state: 'București',
  zipcode: '061072',
  country: 'România',
  comment: 'Luni–vineri 9–18'
};

describe('Page Builder map block', () => {
  it('draws the interactive map at the saved height, controls per the flag, with the list below', async () => {
    renderWithProviders(<MapBlock appearance="default" locations={[LOCATION]} showControls={false} style={{ height: '300px' }} cssClasses={[]} isHidden={false} />);
    const region = screen.getByRole('region', { name: 'Map: GNC România' });
    expect(region).toHaveStyle({ height: '300px' });
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    expect(await screen.findByRole('button', { name: 'GNC România' })).toBeInTheDocument();
    expect(region.querySelector('.leaflet-control-zoom')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', expect.stringContaining('mlat=44.4347'));
  });

  it('shows zoom buttons when the block asks for controls', async () => {
    renderWithProviders(<MapBlock appearance="default" locations={[LOCATION]} showControls style={{}} cssClasses={[]} isHidden={false} />);
    const region = screen.getByRole('region', { name: 'Map: GNC România' });
    expect(region).toHaveStyle({ height: '300px' });
    await waitFor(() => expect(region.querySelector('.leaflet-control-zoom')).not.toBeNull());
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { awaitServerCapabilities, resetCapabilitiesForTests, setCapabilities } from '../../lib/capabilities';
import { CapabilityGate, useCapability, useHasExtension } from '.';

function Links() {
  const hasBlog = useCapability('blog');
  const hasExtension = useHasExtension();
  return (
    <ul>
      {hasBlog ? <li>Blog</li> : null}
      {hasExtension('storeLocator') ? <li>Shops</li> : null}
      <li>Contact</li>
    </ul>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Links />
      <CapabilityGate extension="recentReviews">
        <p>Recent reviews</p>
      </CapabilityGate>
    </MemoryRouter>
  );

afterEach(() => {
  resetCapabilitiesForTests();
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('capability gating', () => {
  it('hides what the store view lacks, and shows the rest', () => {
    awaitServerCapabilities();
    setCapabilities('default', { blog: false, storeLocator: true, recentReviews: false });
    renderAt('/');
    expect(screen.queryByText('Blog')).not.toBeInTheDocument();
    expect(screen.getByText('Shops')).toBeInTheDocument();
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(screen.queryByText('Recent reviews')).not.toBeInTheDocument();
  });

  it('reads the store view of the URL', () => {
    awaitServerCapabilities();
    setCapabilities('default', { blog: true });
    setCapabilities('en_storeview', { blog: false });
    renderAt('/en/cart');
    expect(screen.queryByText('Blog')).not.toBeInTheDocument();
  });

  it('asks the server once when the page did not say, showing nothing of an extension until then', async () => {
    awaitServerCapabilities();
    const fetchMock = jest.fn(async (_url: string) => ({ ok: true, json: async () => ({ store: 'default', extensions: { blog: true, storeLocator: false } }) }));
    Object.assign(globalThis, { fetch: fetchMock });
    renderAt('/');
    expect(screen.queryByText('Blog')).not.toBeInTheDocument();
    expect(await screen.findByText('Blog')).toBeInTheDocument();
    expect(screen.queryByText('Shops')).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/storefront/capabilities.json?store=default');
  });
});

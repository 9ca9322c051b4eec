
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import Link from '../../components/Link';
import { ResolveUrlDocument } from '../MagentoRoute/magentoRoute.generated';
import { routeCache } from '../MagentoRoute/routeCache';
import { renderWithProviders } from '../testing/renderWithProviders';
import NavigationProvider from './NavigationProvider';

jest.mock('../MagentoRoute/rootComponents', () => ({
  preloadRootComponent: jest.fn(() => Promise.resolve())
}));

beforeEach(() => routeCache.clear());

describe('Link navigation waits for the route', () => {
  it('sets the page-loading flag, resolves the route, then changes the page', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(
      <NavigationProvider>
        <Routes>
          <Route path="/en" element={<Link to="/en/vitamine.html">Vitamins</Link>} />
          <Route path="/en/vitamine.html" element={<h1>Vitamins page</h1>} />
        </Routes>
      </NavigationProvider>,
      {
        route: '/en',
        mocks: [
          {
            request: { query: ResolveUrlDocument, variables: { url: '/vitamine.html' } },
            result: {
              data: { route: { __typename: 'CategoryTree', relative_url: 'vitamine.html', redirect_code: 0, type: 'CATEGORY', route_uid: 'Mw==' } }
            },
            delay: 60
          }
        ]
      }
    );

    await user.click(screen.getByRole('link', { name: 'Vitamins' }));
    // Still on the old page while the route resolves, with the flag set.
    expect(view.location().pathname).toBe('/en');
    expect(view.store.getState().app.isPageLoading).toBe(true);

    expect(await screen.findByRole('heading', { name: 'Vitamins page' })).toBeInTheDocument();
    expect(view.store.getState().app.isPageLoading).toBe(false);
    expect(view.store.getState().app.nextRootComponent).toBe('CATEGORY');
  });

  it('goes straight to a table route once its chunk is there', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(
      <NavigationProvider>
        <Routes>
          <Route path="/" element={<Link to="/search.html?query=omega">Search</Link>} />
          <Route path="/search.html" element={<h1>Results</h1>} />
        </Routes>
      </NavigationProvider>,
      { route: '/' }
    );
    await user.click(screen.getByRole('link', { name: 'Search' }));
    await waitFor(() => expect(view.location().pathname).toBe('/search.html'));
    expect(view.location().search).toBe('?query=omega');
    expect(view.store.getState().app.isPageLoading).toBe(false);
  });
});


import { screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';

import { GetCmsPageDocument } from '../../features/content/CmsPage/cmsPage.generated';
import { renderWithProviders, type RenderOptions } from '../testing/renderWithProviders';
import { RouteCache, routeCache } from './routeCache';
import { interpretRoute, redirectTarget } from './interpretRoute';
import MagentoRoute from './MagentoRoute';
import { ResolveUrlDocument } from './magentoRoute.generated';

function renderRoute(path: string, mocks: RenderOptions['mocks'], preloadedState = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<MagentoRoute />} />
    </Routes>,
    { route: path, mocks, preloadedState }
  );
}

const cmsRoute = (url: string, identifier: string) => ({
  request: { query: ResolveUrlDocument, variables: { url } },
  result: {
    data: { route: { __typename: 'CmsPage', relative_url: identifier, redirect_code: 0, type: 'CMS_PAGE', route_identifier: identifier } }
  }
});

beforeEach(() => routeCache.clear());

describe('MagentoRoute', () => {
  it('shows the loading indicator while the route resolves', async () => {
    renderRoute('/despre-noi', [{ ...cmsRoute('/despre-noi', 'despre-noi'), delay: 50 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
  });

  it('shows the category placeholder while a category is on its way', () => {
    const store = { app: { ...baseApp(), nextRootComponent: 'CATEGORY' } };
    renderRoute('/vitamine.html', [{ ...cmsRoute('/vitamine.html', 'x'), delay: 50 }], store);
    expect(screen.getByRole('status', { name: 'Loading category' })).toBeInTheDocument();
  });

  it('shows the not-found text when the server does not know the URL', async () => {
    renderRoute('/nu-exista', [{ request: { query: ResolveUrlDocument, variables: { url: '/nu-exista' } }, result: { data: { route: null } } }]);
    expect(
      await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    // Kept out of search engines' indexes: robots in the head, not in the page.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.body.querySelector('meta')).toBeNull();
  });

  it('shows the not-found text for an unknown type or a missing identifier', async () => {
    renderRoute('/en/ciudat', [
      {
        request: { query: ResolveUrlDocument, variables: { url: '/ciudat' } },
        result: { data: { route: { __typename: 'CmsPage', relative_url: 'ciudat', redirect_code: 0, type: 'CMS_PAGE', route_identifier: null } } }
      }
    ]);
    expect(await screen.findByText(/Looks like the page you were hoping to find doesn't exist/)).toBeInTheDocument();
  });

  it('shows the failure text when the query fails', async () => {
    renderRoute('/stricat', [{ request: { query: ResolveUrlDocument, variables: { url: '/stricat' } }, error: new Error('Network down') }]);
    expect(await screen.findByText('Something went wrong. Sorry about that.')).toBeInTheDocument();
  });

  it('treats a no-such-entity error as not found', async () => {
    renderRoute('/lipsa', [
      {
        request: { query: ResolveUrlDocument, variables: { url: '/lipsa' } },
        result: { errors: [new GraphQLError('not found', { extensions: { category: 'graphql-no-such-entity' } })] }
      }
    ]);
    expect(await screen.findByText(/Looks like the page you were hoping to find doesn't exist/)).toBeInTheDocument();
  });

  it('redirects (replace) to the relative URL of a 301, in the same store view', async () => {
    const view = renderRoute('/en/vechi.html', [
      {
        request: { query: ResolveUrlDocument, variables: { url: '/vechi.html' } },
        result: { data: { route: { __typename: 'RoutableUrl', relative_url: 'nou.html', redirect_code: 301, type: 'CATEGORY' } } }
      },
      cmsRoute('/nou.html', 'nou')
    ]);
    await waitFor(() => expect(view.location().pathname).toBe('/en/nou.html'));
  });

  it('shows the CMS page when the route is ready', async () => {
    renderRoute('/en/despre-noi', [
      cmsRoute('/despre-noi', 'despre-noi'),
      {
        request: { query: GetCmsPageDocument, variables: { identifier: 'despre-noi' } },
        result: {
          data: {
            cmsPage: {
              __typename: 'CmsPage',
              identifier: 'despre-noi',
              url_key: 'despre-noi',
              title: 'About us',
              content: '<p>We sell vitamins.</p><script>window.hacked = true</script>',
              content_heading: 'About GNC',
              meta_title: null,
              meta_description: null
            }
          }
        }
      }
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'About GNC' })).toBeInTheDocument();
    expect(screen.getByText('We sell vitamins.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});

function baseApp() {
  return {
    drawer: null,
    overlay: false,
    searchOpen: false,
    isOnline: true,
    hasBeenOffline: false,
    isPageLoading: false,
    nextRootComponent: null,
    pending: {},
    searchQuery: '',
    unhandledErrors: []
  };
}

describe('route cache', () => {
  it('keeps an old URL a redirect after its target (the same page) has been resolved', async () => {
    const answer = (redirect_code: number) => ({
      data: { route: { __typename: 'CmsPage', relative_url: 'despre-noi', redirect_code, type: 'CMS_PAGE', route_identifier: 'despre-noi' } }
    });
    const view = renderRoute('/en/about-us', [
      { request: { query: ResolveUrlDocument, variables: { url: '/about-us' } }, result: answer(301) },
      { request: { query: ResolveUrlDocument, variables: { url: '/despre-noi' } }, result: answer(0) },
      {
        request: { query: GetCmsPageDocument, variables: { identifier: 'despre-noi' } },
        result: { data: { cmsPage: { __typename: 'CmsPage', identifier: 'despre-noi', url_key: 'despre-noi', title: 'About us', content: '', content_heading: '', meta_title: null, meta_description: null } } }
      }
    ]);
    await waitFor(() => expect(view.location().pathname).toBe('/en/despre-noi'));
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(routeCache.get('en_storeview|/about-us')?.route?.redirect_code).toBe(301);
    expect(routeCache.get('en_storeview|/despre-noi')?.route?.redirect_code).toBe(0);
  });

  it('forgets the least recently used entries beyond its size', () => {
    const cache = new RouteCache(2);
    cache.set('a', { route: null });
    cache.set('b', { route: null });
    cache.get('a');
    cache.set('c', { route: null });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ route: null });
    expect(cache.size).toBe(2);
  });
});

describe('interpretRoute', () => {
  const english = { basePath: '/en' };
  const romanian = { basePath: '' };

  it('redirects 301 and 302 within the store view', () => {
    expect(interpretRoute({ __typename: 'RoutableUrl', relative_url: '/a.html', redirect_code: 302, type: null }, romanian, '/b')).toEqual({
      status: 'redirect',
      to: '/a.html'
    });
    expect(redirectTarget('x.html?y=1', english)).toBe('/en/x.html?y=1');
    expect(redirectTarget('', english)).toBe('/en');
  });

  it('does not redirect a page to itself', () => {
    const route = { __typename: 'CmsPage', relative_url: 'a', redirect_code: 301, type: 'CMS_PAGE', route_identifier: 'a' } as const;
    expect(interpretRoute(route, english, '/en/a')).toEqual({ status: 'ready', type: 'CMS_PAGE', props: { identifier: 'a' } });
  });

  it('gives categories and products their ids', () => {
    expect(interpretRoute({ __typename: 'CategoryTree', relative_url: 'c.html', redirect_code: 0, type: 'CATEGORY', route_uid: 'Mw==' }, romanian, '/c.html')).toEqual({
      status: 'ready',
      type: 'CATEGORY',
      props: { uid: 'Mw==' }
    });
    expect(
      interpretRoute({ __typename: 'SimpleProduct', relative_url: 'p.html', redirect_code: 0, type: 'PRODUCT', route_uid: 'NQ==', route_sku: 'P1', url_key: 'p' }, romanian, '/p.html')
    ).toEqual({ status: 'ready', type: 'PRODUCT', props: { uid: 'NQ==', sku: 'P1', urlKey: 'p' } });
    // A route type the schema does not list (another back end's) has no page here.
    expect(interpretRoute({ __typename: 'RoutableUrl', relative_url: 'x', redirect_code: 0, type: 'BLOG' as never }, romanian, '/x')).toEqual({ status: 'notFound' });
  });
});

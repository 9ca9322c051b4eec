import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';

import AppRoutes from './AppRoutes';

jest.mock('../MagentoRoute', () => ({ __esModule: true, default: () => <p>Magento route</p> }));
jest.mock('../ProtectedRoute', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => <div data-testid="protected">{children as never}</div> }));
jest.mock('./routes', () => {
  const { matchPath, useParams } = jest.requireActual('react-router-dom');
  const page = (name: string) => ({
    Component: function Page() {
      const params = useParams();
      return (
        <p>
          {name} {JSON.stringify(params)}
        </p>
      );
    },
    preload: () => Promise.resolve()
  });
  const paths = [
    { pattern: '/en/blog/:slug?/:id?', route: { id: 'blog', access: 'all', page: page('Blog') } },
    { pattern: '/blog/:slug?/:id?', route: { id: 'blog', access: 'all', page: page('Blog') } },
    { pattern: '/en/wishlist', route: { id: 'wishlist', access: 'signed-in', page: page('Wishlist') } },
    { pattern: '/en/recenzie-produse/*', route: { id: 'productReviews', access: 'all', page: page('Reviews') } }
  ];
  return {
    matchAppRoutePath: (pathname: string) => paths.find(({ pattern }) => matchPath({ path: pattern, end: true, caseSensitive: false }, pathname))
  };
});

function renderAt(path: string): { navigate: NavigateFunction } {
  const router = {} as { navigate: NavigateFunction };
  function Navigator() {
    router.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <AppRoutes />
    </MemoryRouter>
  );
  return router;
}

describe('AppRoutes', () => {
  it("renders the table page of the path with the path's params", () => {
    renderAt('/en/blog/nutritie/7');
    expect(screen.getByText('Blog {"slug":"nutritie","id":"7"}')).toBeInTheDocument();
  });

  it('leaves optional params out when the path has none', () => {
    renderAt('/blog');
    expect(screen.getByText('Blog {}')).toBeInTheDocument();
  });

  it('wraps signed-in pages in the sign-in guard', () => {
    renderAt('/en/wishlist');
    expect(screen.getByTestId('protected')).toHaveTextContent('Wishlist');
  });

  it('sends every other path to MagentoRoute, and follows navigation between the two', async () => {
    const router = renderAt('/proteine.html');
    expect(screen.getByText('Magento route')).toBeInTheDocument();
    await act(async () => router.navigate('/en/recenzie-produse/a/b'));
    expect(screen.getByText('Reviews {"*":"a/b"}')).toBeInTheDocument();
    await act(async () => router.navigate('/en/blog/x'));
    expect(screen.getByText('Blog {"slug":"x"}')).toBeInTheDocument();
    await act(async () => router.navigate('/en/cart-not-in-table'));
    expect(screen.getByText('Magento route')).toBeInTheDocument();
  });
});


import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';

import { initialUserState } from '../../store/user/reducer';
import { renderWithProviders } from '../testing/renderWithProviders';
import ProtectedRoute, { getReturnPath } from './ProtectedRoute';

function SignInProbe() {
  const location = useLocation();
  return <p>sign-in page, back to {getReturnPath(location)}</p>;
}

function renderAt(path: string, isSignedIn: boolean) {
  return renderWithProviders(
    <Routes>
      <Route path="/en/sign-in" element={<SignInProbe />} />
      <Route path="/sign-in" element={<SignInProbe />} />
      <Route
        path="*"
        element={
          <ProtectedRoute>
            <h1>Wishlist</h1>
          </ProtectedRoute>
        }
      />
    </Routes>,
    { route: path, preloadedState: { user: { ...initialUserState, isSignedIn, token: isSignedIn ? 't' : null } } }
  );
}

describe('ProtectedRoute', () => {
  it('sends a guest to the English sign-in page, remembering the page', () => {
    const view = renderAt('/en/wishlist?page=2', false);
    expect(screen.queryByRole('heading', { name: 'Wishlist' })).not.toBeInTheDocument();
    expect(view.location().pathname).toBe('/en/sign-in');
    expect(new URLSearchParams(view.location().search).get('return')).toBe('/en/wishlist?page=2');
    expect(view.location().state).toEqual({ from: { pathname: '/en/wishlist', search: '?page=2', hash: '' } });
    expect(screen.getByText('sign-in page, back to /en/wishlist?page=2')).toBeInTheDocument();
  });

  it('sends a guest on the Romanian view to /sign-in', () => {
    const view = renderAt('/saved-payments', false);
    expect(view.location().pathname).toBe('/sign-in');
    expect(new URLSearchParams(view.location().search).get('return')).toBe('/saved-payments');
  });

  it('shows the page to a signed-in customer', () => {
    const view = renderAt('/en/wishlist', true);
    expect(screen.getByRole('heading', { name: 'Wishlist' })).toBeInTheDocument();
    expect(view.location().pathname).toBe('/en/wishlist');
  });

  it('only accepts a local return path from the query string', () => {
    expect(getReturnPath({ search: '?return=%2Fen%2Fcart', state: null })).toBe('/en/cart');
    expect(getReturnPath({ search: '?return=https%3A%2F%2Fevil.example', state: null })).toBeUndefined();
    expect(getReturnPath({ search: '?return=%2F%2Fevil.example', state: null })).toBeUndefined();
  });
});

// Actions that need the network, tried offline: a clear message, nothing sent, the shopper's input kept.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RouteFailure } from '../../app/MagentoRoute/MagentoRoute';
import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { toastStore } from '../../lib/toasts';
import { createInitialAppState } from '../../store/app/reducer';
import { SignInDocument } from '../account/session/session.generated';
import SignIn from '../account/SignIn/SignIn';
import { useAddToCart } from '../../components/ProductTile/useAddToCart';

jest.setTimeout(20000);

let onLine: jest.SpyInstance;
beforeEach(() => {
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
});
afterEach(() => {
  onLine.mockRestore();
  toastStore.clear();
});

function AddButton() {
  const { addToCart } = useAddToCart();
  return (
    <button type="button" onClick={() => void addToCart({ sku: 'SKU-1', name: 'Whey' })}>
      Add
    </button>
  );
}

describe('offline', () => {
  it('add to cart says the shopper is offline and sends nothing', async () => {
    const { store } = renderWithProviders(<AddButton />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toastStore.getSnapshot()).toHaveLength(1));
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      type: 'error',
      message: 'You are offline. Connect to the internet to add products to your cart.'
    });
    // No cart was created or requested.
    expect(store.getState().cart.isAddingItem).toBe(false);
    expect(store.getState().cart.cartId).toBeFalsy();
  });

  it('sign-in says the shopper is offline and keeps what they typed', async () => {
    // A request would be answered by this mock: the message must not be its error.
    renderWithProviders(<SignIn />, {
      mocks: [{ request: { query: SignInDocument, variables: { email: 'ana@example.ro', password: 'Secret123!' } }, error: new Error('Failed to fetch') }]
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'ana@example.ro');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('You are offline. Connect to the internet to sign in; what you entered is kept.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ana@example.ro');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret123!');
  });

  it('a page that could not be resolved offline says it was not saved for offline use', () => {
    renderWithProviders(<RouteFailure />, { preloadedState: { app: createInitialAppState(false) } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are offline and this page has not been saved for offline use. It will load once you are back online.'
    );
  });

  it('the same failure online stays the generic route failure', () => {
    onLine.mockReturnValue(true);
    renderWithProviders(<RouteFailure />, { preloadedState: { app: createInitialAppState(true) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
  });
});


import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { initialUserState } from '../../../store/user/reducer';
import Header from './Header';

function control(currentCode: string) {
  return {
    currentCode,
    pathInView: (code: string) => (code === 'en_storeview' ? '/en/despre-noi' : '/despre-noi'),
    switchStore: jest.fn()
  };
}

function cartWith(quantity: number) {
  return {
    cartId: 'c1',
    details: { id: 'c1', total_quantity: quantity, items: [{ uid: 'i1', quantity }] }
  };
}

describe('Header', () => {
  it('has the EN/RO switch pointing at the same page in the other view', async () => {
    const storeSwitch = control('default');
    renderWithProviders(<Header onOpenNavigation={jest.fn()} onOpenMiniCart={jest.fn()} storeSwitch={storeSwitch} />, {
      route: '/despre-noi'
    });
    const english = screen.getByRole('link', { name: 'EN' });
    expect(english).toHaveAttribute('href', '/en/despre-noi');
    expect(screen.getByRole('link', { name: 'RO' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(english);
    expect(storeSwitch.switchStore).toHaveBeenCalledWith('en_storeview');
  });

  it('shows Sign in for a guest and the greeting for a customer', () => {
    const first = renderWithProviders(<Header onOpenNavigation={jest.fn()} onOpenMiniCart={jest.fn()} storeSwitch={control('en_storeview')} />, {
      route: '/en'
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/sign-in');
    first.unmount();
    renderWithProviders(<Header onOpenNavigation={jest.fn()} onOpenMiniCart={jest.fn()} storeSwitch={control('en_storeview')} />, {
      route: '/en',
      preloadedState: {
        user: { ...initialUserState, isSignedIn: true, token: 't', currentUser: { email: 'a@b.ro', firstname: 'Ana', lastname: 'Pop' } }
      }
    });
    // Signed in, the trigger greets the customer and opens the account menu.
    const greeting = screen.getByRole('button', { name: /Hi, Ana/ });
    expect(greeting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('opens the mini cart, and caps the counter at 99+', async () => {
    const onOpenMiniCart = jest.fn();
    renderWithProviders(<Header onOpenNavigation={jest.fn()} onOpenMiniCart={onOpenMiniCart} storeSwitch={control('en_storeview')} />, {
      route: '/en',
      preloadedState: { cart: { ...emptyCartState(), ...cartWith(120) } as never }
    });
    const trigger = screen.getByRole('button', { name: 'Toggle mini cart. You have 120 items in your cart.' });
    expect(trigger).toHaveTextContent('99+');
    await userEvent.click(trigger);
    expect(onOpenMiniCart).toHaveBeenCalled();
  });

  it('is a plain link to the cart on the cart page, with no counter at 0', () => {
    renderWithProviders(<Header onOpenNavigation={jest.fn()} onOpenMiniCart={jest.fn()} storeSwitch={control('en_storeview')} />, {
      route: '/en/cart'
    });
    const link = screen.getByRole('link', { name: 'Shopping cart, 0 items' });
    expect(link).toHaveAttribute('href', '/en/cart');
    expect(link).toHaveTextContent('');
  });
});

function emptyCartState() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { cartReducer } = require('../../../store/cart/reducer') as { cartReducer: (state: undefined, action: { type: string }) => object };
  return cartReducer(undefined, { type: '@@INIT' });
}

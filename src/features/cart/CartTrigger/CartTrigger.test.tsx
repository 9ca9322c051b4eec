import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { initialCartState } from '../../../store/cart/reducer';
import { cartDetails, cartItem } from '../testing';
import CartTrigger from './CartTrigger';
import { isCartOrCheckoutPath } from './useCartTrigger';

function withQuantity(quantity: number) {
  return { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails(quantity ? [cartItem({ uid: 'a', quantity })] : []) } };
}

describe('CartTrigger', () => {
  it('hides the counter at 0', () => {
    renderWithProviders(<CartTrigger onOpenMiniCart={jest.fn()} />, { route: '/en', preloadedState: withQuantity(0) });
    expect(screen.getByRole('button', { name: 'Toggle mini cart. You have 0 items in your cart.' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-counter')).not.toBeInTheDocument();
  });

  it('counts item quantities and caps at 99+', () => {
    const { unmount } = renderWithProviders(<CartTrigger onOpenMiniCart={jest.fn()} />, { route: '/en', preloadedState: withQuantity(7) });
    expect(screen.getByTestId('cart-counter')).toHaveTextContent('7');
    unmount();
    renderWithProviders(<CartTrigger onOpenMiniCart={jest.fn()} />, { route: '/en', preloadedState: withQuantity(150) });
    expect(screen.getByTestId('cart-counter')).toHaveTextContent('99+');
  });

  it('opens the mini cart elsewhere', async () => {
    const onOpenMiniCart = jest.fn();
    renderWithProviders(<CartTrigger onOpenMiniCart={onOpenMiniCart} />, { route: '/en/proteine.html', preloadedState: withQuantity(2) });
    await userEvent.click(screen.getByRole('button', { name: /Toggle mini cart/ }));
    expect(onOpenMiniCart).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['/en/cart', '/en/cart'],
    ['/en/checkout', '/en/cart'],
    ['/cart', '/cart'],
    ['/checkout/', '/cart']
  ])('is a plain link to the cart on %s', (route, href) => {
    const onOpenMiniCart = jest.fn();
    renderWithProviders(<CartTrigger onOpenMiniCart={onOpenMiniCart} />, { route, preloadedState: withQuantity(2) });
    expect(screen.getByRole('link', { name: 'Shopping cart, 2 items' })).toHaveAttribute('href', href);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('recognises cart and checkout paths only', () => {
    expect(isCartOrCheckoutPath('/cart')).toBe(true);
    expect(isCartOrCheckoutPath('/checkout/receipt')).toBe(false);
    expect(isCartOrCheckoutPath('/cartoon.html')).toBe(false);
    expect(isCartOrCheckoutPath('/')).toBe(false);
  });
});

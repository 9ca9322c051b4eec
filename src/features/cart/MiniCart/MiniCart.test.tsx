import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { initialCartState } from '../../../store/cart/reducer';
import { createCartGateway } from '../../../store/cart/gateway';
import { cartDetails, cartItem, fakeCartGateway } from '../testing';
import MiniCart from './MiniCart';

jest.mock('../../../store/cart/gateway', () => ({ createCartGateway: jest.fn() }));

const vanilla = cartItem({
  uid: 'v',
  quantity: 2,
  prices: { price: { currency: 'RON', value: 150 }, total_item_discount: { value: 0 } },
  configurable_options: [
    { configurable_product_option_uid: 'o1', option_label: 'Flavour', configurable_product_option_value_uid: 'ov1', value_label: 'Vanilla' }
  ]
});
const bar = cartItem({ uid: 'b', quantity: 1 });

describe('MiniCart', () => {
  it('shows the empty cart', () => {
    jest.mocked(createCartGateway).mockReturnValue(fakeCartGateway());
    renderWithProviders(<MiniCart open onClose={jest.fn()} />, {
      route: '/en',
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([]) } }
    });
    expect(screen.getByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('lists lines with options, quantity, price and the subtotal', () => {
    jest.mocked(createCartGateway).mockReturnValue(fakeCartGateway());
    renderWithProviders(<MiniCart open onClose={jest.fn()} />, {
      route: '/en',
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([vanilla, bar], 400) } }
    });
    const dialog = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(dialog).getByText('3 items in your cart.')).toBeInTheDocument();
    const lines = within(dialog).getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByText('Flavour: Vanilla')).toBeInTheDocument();
    // The quantity is a stepper, as on the cart page.
    expect(within(lines[0]).getByLabelText('Quantity')).toHaveValue('2');
    expect(within(lines[0]).getByText('RON 300.00')).toBeInTheDocument();
    expect(within(dialog).getByText('RON 400.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit cart' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  });

  it('removes a line and refreshes the cart', async () => {
    const gateway = fakeCartGateway({ fetchCartDetails: jest.fn(async () => cartDetails([bar])) });
    jest.mocked(createCartGateway).mockReturnValue(gateway);
    renderWithProviders(<MiniCart open onClose={jest.fn()} />, {
      route: '/en',
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([vanilla, bar]) } }
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product v' }));
    await waitFor(() => expect(gateway.removeItem).toHaveBeenCalledWith('cart-1', 'v'));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
  });

  it('changes a line quantity with its stepper, as on the cart page', async () => {
    const gateway = fakeCartGateway({ fetchCartDetails: jest.fn(async () => cartDetails([bar])) });
    jest.mocked(createCartGateway).mockReturnValue(gateway);
    renderWithProviders(<MiniCart open onClose={jest.fn()} />, {
      route: '/en',
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([bar]) } }
    });
    const line = within(screen.getByRole('group', { name: `Quantity of ${bar.product.name}` }));
    await userEvent.click(line.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(gateway.updateItemQuantity).toHaveBeenCalledWith('cart-1', bar.uid, bar.quantity + 1));
  });

  it('goes to the checkout and closes the drawer', async () => {
    jest.mocked(createCartGateway).mockReturnValue(fakeCartGateway());
    const onClose = jest.fn();
    const { location } = renderWithProviders(<MiniCart open onClose={onClose} />, {
      route: '/en',
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([bar]) } }
    });
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location().pathname).toBe('/en/checkout'));
  });
});

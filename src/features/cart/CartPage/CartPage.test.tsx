import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { toastStore } from '../../../lib/toasts';
import { initialCartState } from '../../../store/cart/reducer';
import { createCartGateway } from '../../../store/cart/gateway';
import { cartDetails, cartItem, fakeCartGateway } from '../testing';
import CartPage from './CartPage';
import { EstimateShippingMethodsDocument, GetCartPriceSummaryDocument } from './cartPage.generated';

jest.mock('../../../store/cart/gateway', () => ({ createCartGateway: jest.fn() }));

const line = cartItem({ uid: 'a', quantity: 2 });

function summaryMock(grandTotal: number) {
  return {
    request: { query: GetCartPriceSummaryDocument, variables: { cartId: 'cart-1' } },
    maxUsageCount: 10,
    result: {
      data: {
        cart: {
          __typename: 'Cart',
          id: 'cart-1',
          applied_coupons: null,
          prices: {
            __typename: 'CartPrices',
            grand_total: { __typename: 'Money', currency: 'RON', value: grandTotal },
            subtotal_including_tax: { __typename: 'Money', currency: 'RON', value: grandTotal },
            subtotal_excluding_tax: { __typename: 'Money', currency: 'RON', value: 180.18 },
            discounts: null,
            applied_taxes: [{ __typename: 'CartTaxItem', label: 'VAT 11%', amount: { __typename: 'Money', currency: 'RON', value: 19.82 } }]
          },
          shipping_addresses: []
        }
      }
    }
  };
}

const method = (carrier_code: string, method_code: string, value: number) => ({
  __typename: 'AvailableShippingMethod',
  carrier_code,
  method_code,
  amount: { __typename: 'Money', currency: 'RON', value }
});

/** The store's estimate for the cart: what the price summary shows, whatever the amounts. */
function estimateMock(courier: number) {
  return {
    request: { query: EstimateShippingMethodsDocument, variables: { cartId: 'cart-1', countryCode: 'RO' } },
    maxUsageCount: 10,
    result: { data: { estimateShippingMethods: [method('instore', 'pickup', 0), method('fancourier', 'standard', courier), method('easybox', 'locker', 12.99)] } }
  };
}

function renderCart(gateway = fakeCartGateway(), courier = 19.99) {
  jest.mocked(createCartGateway).mockReturnValue(gateway);
  return renderWithProviders(<CartPage />, {
    route: '/en/cart',
    mocks: [summaryMock(200), estimateMock(courier)],
    preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([line]) } }
  });
}

describe('CartPage', () => {
  beforeEach(() => toastStore.clear());

  it('shows the empty cart', () => {
    jest.mocked(createCartGateway).mockReturnValue(fakeCartGateway());
    renderWithProviders(<CartPage />, {
      route: '/en/cart',
      preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([]) } }
    });
    expect(screen.getByText('There are no items in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en');
  });

  it('shows the price summary with the courier price the store estimates for the cart', async () => {
    renderCart();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText('Estimated shipping (courier)');
    expect(await within(summary).findByText('RON 19.99')).toBeInTheDocument();
    expect(within(summary).getByText('RON 219.99')).toBeInTheDocument();
    expect(within(summary).getByText('RON 19.82')).toBeInTheDocument();
  });

  it('says free when the store estimates the courier free for this cart', async () => {
    renderCart(fakeCartGateway(), 0);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await within(summary).findByText('Estimated shipping (courier)');
    expect(await within(summary).findByText('Free')).toBeInTheDocument();
    expect(within(summary).getAllByText('RON 200.00').length).toBeGreaterThan(0);
  });

  it('raises the quantity at once and keeps it when the server agrees', async () => {
    const gateway = fakeCartGateway({ fetchCartDetails: jest.fn(async () => cartDetails([{ ...line, quantity: 3 }])) });
    renderCart(gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await waitFor(() => expect(gateway.updateItemQuantity).toHaveBeenCalledWith('cart-1', 'a', 3));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3'));
    expect(toastStore.getSnapshot()).toEqual([]);
  });

  it('rolls the quantity back with a toast when the server refuses', async () => {
    const gateway = fakeCartGateway({
      updateItemQuantity: jest.fn().mockRejectedValue(new Error('The requested qty is not available')),
      fetchCartDetails: jest.fn(async () => cartDetails([line]))
    });
    renderCart(gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.type)).toEqual(['error']));
    expect(toastStore.getSnapshot()[0].message).toBe('Your cart could not be updated. The previous quantity was restored.');
    // The toast is added at once; the restored line renders with the next commit.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2'));
    expect(screen.getByRole('alert')).toHaveTextContent('The requested qty is not available');
  });

  it('hides a removed line at once and brings it back when removal fails', async () => {
    let release: () => void = () => undefined;
    const gateway = fakeCartGateway({
      removeItem: jest.fn(
        () =>
          new Promise((_resolve, reject) => {
            release = () => reject(new Error('Network down'));
          })
      ),
      fetchCartDetails: jest.fn(async () => cartDetails([line]))
    });
    renderCart(gateway);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Product a' }));
    await waitFor(() => expect(screen.queryByTestId('cart-line')).not.toBeInTheDocument());
    release();
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    expect(toastStore.getSnapshot()[0]).toMatchObject({ type: 'error', message: 'The item could not be removed. Please try again.' });
  });
});

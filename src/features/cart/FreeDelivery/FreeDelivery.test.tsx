import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { COURIER_METHOD } from '../../../lib/shippingMethods';
import { initialCartState } from '../../../store/cart/reducer';
import FreeDelivery from './FreeDelivery';
import { GetFreeDeliveryDocument } from './freeDelivery.generated';

const answer = (threshold: number, remaining: number) => ({
  request: { query: GetFreeDeliveryDocument, variables: { cartId: 'cart-1', carrierCode: COURIER_METHOD.carrier_code, methodCode: COURIER_METHOD.method_code } },
  result: {
    data: {
      cart: {
        __typename: 'Cart' as const,
        id: 'cart-1',
        free_delivery: {
          __typename: 'FreeDeliveryProgress' as const,
          threshold: { __typename: 'Money' as const, value: threshold, currency: 'RON' as const },
          remaining: { __typename: 'Money' as const, value: remaining, currency: 'RON' as const }
        }
      }
    }
  }
});
const state = { cart: { ...initialCartState, cartId: 'cart-1' } };

describe('FreeDelivery', () => {
  it('says what is left until free courier delivery, as the back end counts it, with a progress bar', async () => {
    renderWithProviders(<FreeDelivery subtotal={216.99} />, { route: '/en/cart', preloadedState: state, mocks: [answer(250, 33.01)] });
    const line = await screen.findByText((_, element) => element?.tagName === 'P' && /^Add .* more for free courier delivery\.$/.test(element.textContent ?? ''));
    expect(line).toHaveTextContent('Add RON 33.01 more for free courier delivery.');
    expect(screen.getByRole('progressbar', { name: 'On the way to free delivery' })).toHaveAttribute('aria-valuenow', '87');
  });

  it('says so once delivery is free', async () => {
    renderWithProviders(<FreeDelivery subtotal={300} />, { route: '/en/cart', preloadedState: state, mocks: [answer(250, 0)] });
    expect(await screen.findByText('Your courier delivery is free.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows nothing for an empty cart or a back end that does not tell', () => {
    renderWithProviders(<FreeDelivery subtotal={0} />, { route: '/en/cart', preloadedState: state, mocks: [] });
    expect(screen.queryByTestId('free-delivery')).toBeNull();
  });
});

// The optimistic cart as a shopper meets it: a product added from a tile is in the header counter and
// the mini cart before the store answers, and leaves them, with the store's message, when it refuses.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { toastStore } from '../../lib/toasts';
import { createCartGateway } from '../../store/cart/gateway';
import { initialCartState } from '../../store/cart/reducer';
import ProductTile from '../ProductTile';
import { smallImage, tileProduct } from '../ProductTile/testing';
import CartTrigger from '../../features/cart/CartTrigger';
import MiniCart from '../../features/cart/MiniCart';
import { cartDetails, cartItem, fakeCartGateway } from '../../features/cart/testing';

jest.mock('../../store/cart/gateway', () => ({ createCartGateway: jest.fn() }));

const whey = tileProduct({
  uid: 'MQ==',
  sku: 'GNC-1',
  name: 'GNC Pro Performance 100% Whey',
  url_key: 'gnc-whey',
  small_image: smallImage('/media/catalog/product/g/n/gnc.jpg'),
  price: 150
});
const bar = cartItem({ uid: 'b', quantity: 1 });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderShop() {
  return renderWithProviders(
    <>
      <CartTrigger onOpenMiniCart={jest.fn()} />
      <ProductTile product={whey} />
      <MiniCart open onClose={jest.fn()} />
    </>,
    { route: '/en/proteine.html', preloadedState: { cart: { ...initialCartState, cartId: 'cart-1', details: cartDetails([bar]) } } }
  );
}

const counter = () => screen.queryByTestId('cart-counter')?.textContent ?? null;
const miniCartLines = () =>
  within(screen.getByRole('dialog', { name: 'Shopping Cart' }))
    .queryAllByTestId('cart-line')
    .map((line) => line.textContent);

beforeEach(() => toastStore.clear());

describe('the optimistic cart (OptimisticCartProvider, as in the app)', () => {
  it('shows an added product before the store answers, and removes it with the store’s message when refused', async () => {
    const answer = deferred<void>();
    const gateway = fakeCartGateway({ addItem: jest.fn(() => answer.promise), fetchCartDetails: jest.fn(async () => cartDetails([bar])) });
    jest.mocked(createCartGateway).mockReturnValue(gateway);
    renderShop();
    expect(counter()).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: /Add to Cart: GNC Pro Performance/ }));
    await waitFor(() => expect(gateway.addItem).toHaveBeenCalled());
    // The store has not answered: the line and the counter are there already.
    expect(counter()).toBe('2');
    expect(miniCartLines()).toEqual([expect.stringContaining('Product b'), expect.stringContaining('GNC Pro Performance 100% Whey')]);

    await act(async () => answer.reject(new Error('The requested qty is not available')));
    await waitFor(() => expect(counter()).toBe('1'));
    expect(miniCartLines()).toEqual([expect.stringContaining('Product b')]);
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Could not add GNC Pro Performance 100% Whey to the cart: The requested qty is not available' })
    ]);
  });

  it('replaces the pending line by the store’s own, counted once', async () => {
    const answer = deferred<void>();
    const stored = cartItem({ uid: 'w', quantity: 1, product: { ...cartItem({ uid: 'w' }).product, name: 'GNC Pro Performance 100% Whey', sku: 'GNC-1' } });
    const gateway = fakeCartGateway({ addItem: jest.fn(() => answer.promise), fetchCartDetails: jest.fn(async () => cartDetails([bar, stored])) });
    jest.mocked(createCartGateway).mockReturnValue(gateway);
    renderShop();

    await userEvent.click(screen.getByRole('button', { name: /Add to Cart: GNC Pro Performance/ }));
    await waitFor(() => expect(counter()).toBe('2'));
    await act(async () => answer.resolve());
    await waitFor(() => expect(gateway.fetchCartDetails).toHaveBeenCalled());
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.type)).toEqual(['success']));
    expect(counter()).toBe('2');
    expect(miniCartLines()).toHaveLength(2);
  });

  it('takes a removed line away at once and brings it back when the store refuses', async () => {
    const answer = deferred<void>();
    const gateway = fakeCartGateway({ removeItem: jest.fn(() => answer.promise), fetchCartDetails: jest.fn(async () => cartDetails([bar])) });
    jest.mocked(createCartGateway).mockReturnValue(gateway);
    renderShop();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Product b' }));
    await waitFor(() => expect(counter()).toBeNull());
    expect(miniCartLines()).toEqual([]);

    await act(async () => answer.reject(new Error('Could not find a cart item')));
    await waitFor(() => expect(counter()).toBe('1'));
    expect(miniCartLines()).toEqual([expect.stringContaining('Product b')]);
    expect(toastStore.getSnapshot()).toEqual([expect.objectContaining({ type: 'error', message: 'The item could not be removed. Please try again.' })]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { toastStore } from '../../lib/toasts';
import type { CartGateway } from '../../store/cart/asyncActions';
import { createCartGateway } from '../../store/cart/gateway';
import ProductTile from './ProductTile';
import type { ProductTileFieldsFragment } from './productTile.generated';
import { productPrice, smallImage } from './testing';
import { formatExpiryDate, tilePrice } from './tileModel';

jest.mock('../../store/cart/gateway', () => ({ createCartGateway: jest.fn() }));


function product(overrides: Partial<ProductTileFieldsFragment> = {}): ProductTileFieldsFragment {
  return {
    __typename: 'SimpleProduct',
    uid: 'MQ==',
    sku: 'GNC-1',
    name: 'GNC Pro Performance 100% Whey, 908 g, ciocolată',
    url_key: 'gnc-whey',
    url_suffix: '.html',
    small_image: smallImage('/media/catalog/product/g/n/gnc.jpg'),
    stock_status: 'IN_STOCK',
    rating_summary: 90,
    review_count: 3,
    gnc_tip_de_promotie: '1+1 Gratis',
    gnc_etichete_promotie: ['Livrare gratuită', '', null, 'Stoc limitat'],
    gnc_eticheta_speciala: 'Best seller',
    data_expirarii: '2026-06-30',
    aroma_multivalue: ['Chocolate', 'Vanilla'],
    price_range: {
      __typename: 'PriceRange',
      minimum_price: productPrice(150, 200, { amount_off: 50, percent_off: 25 }),
      maximum_price: productPrice(150, 200, { amount_off: 50, percent_off: 25 })
    },
    ...overrides
  };
}

function fakeGateway(overrides: Partial<CartGateway> = {}): CartGateway {
  return {
    createCart: jest.fn().mockResolvedValue('cart-1'),
    fetchCartDetails: jest.fn().mockResolvedValue({ id: 'cart-1', total_quantity: 1, items: [], prices: null }),
    addItem: jest.fn().mockResolvedValue({}),
    updateItemQuantity: jest.fn(),
    removeItem: jest.fn(),
    ...overrides
  };
}

beforeEach(() => toastStore.clear());

describe('ProductTile', () => {
  it('shows name, link, special price beside the struck-through regular price, and the discount', () => {
    renderWithProviders(<ProductTile product={product()} />, { route: '/en/proteine.html' });
    const link = screen.getByRole('link', { name: 'GNC Pro Performance 100% Whey, 908 g, ciocolată' });
    expect(link).toHaveAttribute('href', '/en/gnc-whey.html');
    expect(screen.getByText('RON 150.00')).toBeInTheDocument();
    const regular = screen.getByText('RON 200.00').closest('del');
    expect(regular).toHaveTextContent('Regular price');
    expect(screen.getByText('-25%')).toBeInTheDocument();
  });

  it('shows rating, promotion type and labels, special label, flavours and the expiry date', () => {
    renderWithProviders(<ProductTile product={product()} />, { route: '/en/x' });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByTestId('rating-fill')).toHaveStyle({ width: '90%' });
    expect(screen.getByText('3 reviews')).toBeInTheDocument();
    expect(screen.getByText('1+1 Gratis')).toBeInTheDocument();
    expect(screen.getByText('Best seller')).toBeInTheDocument();
    const labels = screen.getByRole('list');
    expect(within(labels).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Livrare gratuită', 'Stoc limitat']);
    expect(screen.getByText('Flavours: Chocolate, Vanilla')).toBeInTheDocument();
    expect(screen.getByText('Expiry date: 06/30/2026')).toBeInTheDocument();
  });

  it('shows the Romanian date and a plain price without discount', () => {
    const plain = product({
      gnc_tip_de_promotie: null,
      price_range: {
        __typename: 'PriceRange',
        minimum_price: productPrice(99.9, 99.9, { amount_off: 0, percent_off: 0 }),
        maximum_price: productPrice(99.9, 99.9)
      }
    });
    renderWithProviders(<ProductTile product={plain} />, { route: '/x', locale: 'ro-RO' });
    expect(screen.getByText('99,90 lei')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
    expect(formatExpiryDate('2026-06-30', 'ro-RO')).toBe('30.06.2026');
  });

  it('shows the unavailable notice and no add button when out of stock', () => {
    renderWithProviders(<ProductTile product={product({ stock_status: 'OUT_OF_STOCK' })} />, { route: '/en/x' });
    expect(screen.getByRole('note')).toHaveTextContent('Currently unavailable');
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
  });

  it('links a configurable product to its page to choose options, with a "from" price', () => {
    const configurable = product({
      __typename: 'ConfigurableProduct',
      price_range: {
        __typename: 'PriceRange',
        minimum_price: productPrice(120, 120),
        maximum_price: productPrice(180, 180)
      }
    });
    renderWithProviders(<ProductTile product={configurable} />, { route: '/en/x' });
    expect(screen.getByRole('link', { name: /Choose options for GNC Pro/ })).toHaveAttribute('href', '/en/gnc-whey.html');
    expect(screen.getByText('from')).toBeInTheDocument();
    expect(tilePrice(configurable)).toMatchObject({ final: 120, isRange: true, regular: null });
  });

  it('adds a simple product to the cart and confirms with a toast', async () => {
    const gateway = fakeGateway();
    jest.mocked(createCartGateway).mockReturnValue(gateway);
    const { store } = renderWithProviders(<ProductTile product={product()} />, { route: '/en/x' });
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart: GNC Pro/ }));
    await waitFor(() => expect(gateway.addItem).toHaveBeenCalledWith('cart-1', { sku: 'GNC-1', quantity: 1 }));
    await waitFor(() => expect(toastStore.getSnapshot().map((toast) => toast.type)).toEqual(['success']));
    expect(toastStore.getSnapshot()[0].message).toBe('GNC Pro Performance 100% Whey, 908 g, ciocolată was added to your cart.');
    expect(store.getState().cart.cartId).toBe('cart-1');
    expect(screen.getByRole('button', { name: /Add to Cart: GNC Pro/ })).toBeEnabled();
  });

  it('shows an error toast when the cart refuses the product', async () => {
    const gateway = fakeGateway({ addItem: jest.fn().mockRejectedValue(new Error('The requested qty exceeds the maximum')) });
    jest.mocked(createCartGateway).mockReturnValue(gateway);
    renderWithProviders(<ProductTile product={product()} />, { route: '/en/x' });
    await userEvent.click(screen.getByRole('button', { name: /Add to Cart/ }));
    await waitFor(() => expect(toastStore.getSnapshot()).toHaveLength(1));
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      type: 'error',
      message: 'Could not add GNC Pro Performance 100% Whey, 908 g, ciocolată to the cart: The requested qty exceeds the maximum'
    });
  });
});

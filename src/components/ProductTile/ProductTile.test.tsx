import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import roMessages from '../../../i18n/ro_RO.json';
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
    net_quantity: 908,
    net_quantity_unit: 'g',
    unit_price_basis: 'kg',
    price_range: {
      __typename: 'PriceRange',
      // On sale at 150 after 180 the 30 days before (the regular price, 200, is not the reference).
      minimum_price: productPrice(150, 200, { amount_off: 50, percent_off: 25 }, 180),
      maximum_price: productPrice(150, 200, { amount_off: 50, percent_off: 25 }, 180)
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
  it('shows name, link, the reduced price, the lowest price of the 30 days before and the percentage off it, and the price per kg', () => {
    renderWithProviders(<ProductTile product={product()} />, { route: '/en/proteine.html' });
    const link = screen.getByRole('link', { name: 'GNC Pro Performance 100% Whey, 908 g, ciocolată' });
    expect(link).toHaveAttribute('href', '/en/gnc-whey.html');
    expect(screen.getByText('RON 150.00')).toBeInTheDocument();
    expect(screen.getByText(/^Lowest price in the last 30 days:/)).toHaveTextContent('Lowest price in the last 30 days: RON 180.00');
    // -16 % off 180, not -25 % off the regular 200, which is not struck through anywhere.
    expect(screen.getByText('-16%')).toBeInTheDocument();
    expect(screen.queryByText('-25%')).toBeNull();
    expect(screen.queryByText('RON 200.00')).toBeNull();
    expect(screen.getByText('RON 165.20 / kg')).toBeInTheDocument();
  });

  it('announces no reduction a back end cannot substantiate: a special price without a prior price shows alone', () => {
    const unproven = product({
      price_range: {
        __typename: 'PriceRange',
        minimum_price: productPrice(150, 200, { amount_off: 50, percent_off: 25 }),
        maximum_price: productPrice(150, 200, { amount_off: 50, percent_off: 25 })
      }
    });
    renderWithProviders(<ProductTile product={unproven} />, { route: '/x', locale: 'ro-RO', messages: roMessages });
    expect(screen.getByText('150,00 lei')).toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
    expect(screen.queryByText('200,00 lei')).toBeNull();
    expect(screen.queryByText(/Cel mai mic preț/)).toBeNull();
    expect(screen.getByText('165,20 lei / kg')).toBeInTheDocument();
  });

  it('names the reference in Romanian', () => {
    renderWithProviders(<ProductTile product={product()} />, { route: '/x', locale: 'ro-RO', messages: roMessages });
    expect(screen.getByText(/^Cel mai mic preț/)).toHaveTextContent('Cel mai mic preț din ultimele 30 de zile: 180,00 lei');
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
    // In English the month is named: 06/30 would read as 6 March to a European.
    expect(screen.getByText('Expiry date: Jun 30, 2026')).toBeInTheDocument();
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
    expect(tilePrice(configurable)).toMatchObject({ final: 120, isRange: true, prior: null, unitPrice: null });
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

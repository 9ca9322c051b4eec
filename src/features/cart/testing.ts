// Test fixtures for the cart feature: cart lines and details as the server sends them.
import type { CartDetails, CartItem } from '../../store/cart/actions';
import type { CartGateway } from '../../store/cart/asyncActions';

export function cartItem(overrides: Partial<CartItem> & { uid: string }): CartItem {
  return {
    __typename: 'SimpleCartItem',
    quantity: 1,
    prices: { price: { currency: 'RON', value: 100 }, total_item_discount: { value: 0 } },
    errors: null,
    product: {
      uid: `p-${overrides.uid}`,
      name: `Product ${overrides.uid}`,
      sku: `SKU-${overrides.uid}`,
      url_key: `product-${overrides.uid}`,
      thumbnail: { url: '/media/catalog/product/a.jpg' },
      variants: null
    },
    configurable_options: null,
    ...overrides
  };
}

export function cartDetails(items: CartItem[], grandTotal?: number): CartDetails {
  const total = grandTotal ?? items.reduce((sum, item) => sum + (item.prices?.price.value ?? 0) * item.quantity, 0);
  return {
    id: 'cart-1',
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    prices: { grand_total: { currency: 'RON', value: total }, subtotal_including_tax: { currency: 'RON', value: total } },
    items
  };
}

export function fakeCartGateway(overrides: Partial<CartGateway> = {}): jest.Mocked<CartGateway> {
  return {
    createCart: jest.fn(async () => 'cart-1'),
    fetchCartDetails: jest.fn(async () => cartDetails([])),
    addItem: jest.fn(async () => undefined),
    updateItemQuantity: jest.fn(async () => undefined),
    removeItem: jest.fn(async () => undefined),
    ...overrides
  } as jest.Mocked<CartGateway>;
}

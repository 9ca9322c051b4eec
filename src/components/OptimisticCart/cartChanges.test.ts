import { cartDetails, cartItem } from '../../features/cart/testing';
import { applyCartChange, lineForItem, pendingAdd, PENDING_LINE_PREFIX } from './cartChanges';

const option = (value: string) => ({
  configurable_product_option_uid: 'flavour',
  option_label: 'Flavour',
  configurable_product_option_value_uid: value,
  value_label: value
});
const vanilla = cartItem({ uid: 'v', quantity: 2, product: { ...cartItem({ uid: 'x' }).product, sku: 'WHEY' }, configurable_options: [option('vanilla')] });
const bar = cartItem({ uid: 'b', quantity: 1 });
const product = { name: 'Whey', imageUrl: '/media/w.jpg', price: { value: 150, currency: 'RON' } };

describe('applyCartChange', () => {
  it('adds a pending line for a product the cart does not have, with its name, image and price', () => {
    const change = pendingAdd(cartDetails([bar]), { sku: 'NEW', quantity: 3 }, product);
    const shown = applyCartChange(cartDetails([bar]), change);
    expect(shown?.items).toHaveLength(2);
    expect(shown?.items[1]).toMatchObject({
      uid: expect.stringMatching(new RegExp(`^${PENDING_LINE_PREFIX}`)),
      quantity: 3,
      prices: { price: { value: 150, currency: 'RON' } },
      product: { name: 'Whey', sku: 'NEW', thumbnail: { url: '/media/w.jpg' } }
    });
    expect(shown?.total_quantity).toBe(4);
  });

  it('adds to the line with the same product and options, not to another variant', () => {
    const details = cartDetails([vanilla, bar]);
    const sameFlavour = applyCartChange(details, pendingAdd(details, { sku: 'WHEY', quantity: 1, selected_options: ['vanilla'] }, product));
    expect(sameFlavour?.items.map((line) => line?.quantity)).toEqual([3, 1]);
    const otherFlavour = applyCartChange(details, pendingAdd(details, { sku: 'WHEY', quantity: 1, selected_options: ['chocolate'] }, product));
    expect(otherFlavour?.items.map((line) => line?.quantity)).toEqual([2, 1, 1]);
  });

  it('starts a cart when there is none yet', () => {
    const shown = applyCartChange(null, pendingAdd(null, { sku: 'NEW', quantity: 1 }, product));
    expect(shown).toMatchObject({ total_quantity: 1, items: [expect.objectContaining({ quantity: 1 })] });
  });

  it('leaves a change out once the store’s cart carries it (no line counted twice)', () => {
    const before = cartDetails([bar]);
    const change = pendingAdd(before, { sku: 'SKU-b', quantity: 2 }, product);
    expect(applyCartChange(before, change)?.items[0]?.quantity).toBe(3);
    const answered = cartDetails([{ ...bar, quantity: 3 }]);
    expect(applyCartChange(answered, change)).toBe(answered);
    expect(lineForItem(answered, { sku: 'SKU-b', quantity: 1 })?.uid).toBe('b');
  });

  it('changes a quantity while the store still has the old one', () => {
    const details = cartDetails([vanilla, bar]);
    const change = { type: 'quantity' as const, uid: 'v', quantity: 5, fromQuantity: 2 };
    expect(applyCartChange(details, change)?.items[0]?.quantity).toBe(5);
    const answered = cartDetails([{ ...vanilla, quantity: 5 }, bar]);
    expect(applyCartChange(answered, change)?.items[0]?.quantity).toBe(5);
    expect(applyCartChange(answered, change)?.total_quantity).toBe(6);
  });

  it('removes a line, and is a no-op once it is gone', () => {
    const details = cartDetails([vanilla, bar]);
    expect(applyCartChange(details, { type: 'remove', uid: 'v' })?.items).toEqual([bar]);
    const answered = cartDetails([bar]);
    expect(applyCartChange(answered, { type: 'remove', uid: 'v' })).toBe(answered);
  });
});

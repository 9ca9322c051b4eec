import { COURIER_METHOD, isPickup, LOCKER_METHOD, methodKey, PICKUP_METHOD, shopServesStoreView } from './shippingMethods';

describe('shipping methods', () => {
  it('keys a method by carrier and method code', () => {
    expect(methodKey(COURIER_METHOD)).toBe('fancourier/standard');
    expect(methodKey(LOCKER_METHOD)).toBe('easybox/locker');
    expect(methodKey({ carrier_code: 'flatrate', method_code: null })).toBe('flatrate/');
  });

  it('knows a pickup by its carrier', () => {
    expect(isPickup(PICKUP_METHOD)).toBe(true);
    expect(isPickup(COURIER_METHOD)).toBe(false);
  });

  it('offers a shop in the views its store_ids name, or in every view for 0', () => {
    expect(shopServesStoreView({ store_ids: '1, 2' }, 2)).toBe(true);
    expect(shopServesStoreView({ store_ids: '1' }, 2)).toBe(false);
    expect(shopServesStoreView({ store_ids: '0' }, 2)).toBe(true);
    expect(shopServesStoreView({ store_ids: null }, 1)).toBe(false);
  });
});

import { unitPriceOf } from './unitPrice';

describe('unitPriceOf', () => {
  it('prices powders per kilogram and per 100 g, liquids per litre and 100 ml, capsules per piece', () => {
    expect(unitPriceOf(133.99, { net_quantity: 454, net_quantity_unit: 'g', unit_price_basis: 'kg' })).toEqual({ value: 295.13, basis: 'kg' });
    expect(unitPriceOf(49.9, { net_quantity: 250, net_quantity_unit: 'g', unit_price_basis: '100g' })).toEqual({ value: 19.96, basis: '100g' });
    expect(unitPriceOf(59.0, { net_quantity: 500, net_quantity_unit: 'ml', unit_price_basis: 'l' })).toEqual({ value: 118, basis: 'l' });
    expect(unitPriceOf(45.5, { net_quantity: 50, net_quantity_unit: 'ml', unit_price_basis: '100ml' })).toEqual({ value: 91, basis: '100ml' });
    expect(unitPriceOf(89.99, { net_quantity: 120, net_quantity_unit: 'pcs', unit_price_basis: 'piece' })).toEqual({ value: 0.75, basis: 'piece' });
  });

  it('gives nothing for a quantity that does not fit its basis, or no quantity at all', () => {
    expect(unitPriceOf(10, { net_quantity: 500, net_quantity_unit: 'g', unit_price_basis: 'l' })).toBeNull();
    expect(unitPriceOf(10, { net_quantity: 60, net_quantity_unit: 'pcs', unit_price_basis: 'kg' })).toBeNull();
    expect(unitPriceOf(10, { net_quantity: 0, net_quantity_unit: 'g', unit_price_basis: 'kg' })).toBeNull();
    expect(unitPriceOf(10, { net_quantity: 500, net_quantity_unit: 'g', unit_price_basis: 'stone' })).toBeNull();
    expect(unitPriceOf(10, null)).toBeNull();
    expect(unitPriceOf(null, { net_quantity: 500, net_quantity_unit: 'g', unit_price_basis: 'kg' })).toBeNull();
  });
});

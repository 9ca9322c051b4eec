// The price summary of the cart page, the checkout and the receipt: one model over the cart's prices.
import { courierEstimate, lineTotal, priceSummaryModel, vatLinesOf } from './priceSummary';

describe('priceSummaryModel', () => {
  const cart = (subtotal: number, discounts: number, selected?: number) => ({
    id: 'c',
    applied_coupons: null,
    prices: {
      grand_total: { currency: 'RON', value: subtotal - discounts + (selected ?? 0) },
      subtotal_including_tax: { currency: 'RON', value: subtotal },
      subtotal_excluding_tax: null,
      discounts: discounts ? [{ label: 'BUN20', amount: { currency: 'RON', value: discounts } }] : null,
      applied_taxes: null
    },
    shipping_addresses: selected === undefined ? [] : [{ selected_shipping_method: { carrier_title: 'FAN', method_title: 'Std', amount: { currency: 'RON', value: selected } } }]
  });

  it('adds the courier estimate of the store, and shows no shipping line before there is one', () => {
    expect(priceSummaryModel(cart(260, 0), 0)).toMatchObject({ shipping: 0, shippingIsEstimate: true, grandTotal: 260 });
    expect(priceSummaryModel(cart(260, 20), 19.99)).toMatchObject({ shipping: 19.99, discount: 20, grandTotal: 259.99 });
    expect(priceSummaryModel(cart(100, 0))).toMatchObject({ shipping: null, grandTotal: 100 });
  });

  it('reads the courier from the estimated methods: the standard courier, else the dearest delivery (never a pickup)', () => {
    const m = (carrier_code: string, method_code: string, value: number) => ({ carrier_code, method_code, amount: { currency: 'RON', value } });
    expect(courierEstimate([m('instore', 'pickup', 0), m('easybox', 'locker', 12.99), m('fancourier', 'standard', 19.99)])).toBe(19.99);
    expect(courierEstimate([m('instore', 'pickup', 0), m('flatrate', 'flatrate', 5), m('tablerate', 'bestway', 15)])).toBe(15);
    expect(courierEstimate([m('instore', 'pickup', 0)])).toBeNull();
    expect(courierEstimate(null)).toBeNull();
  });

  it('uses the chosen method once there is one', () => {
    expect(priceSummaryModel(cart(100, 0, 29.99))).toMatchObject({ shipping: 29.99, shippingIsEstimate: false, grandTotal: 129.99 });
  });

  it('has nothing to show without prices', () => {
    expect(priceSummaryModel(null)).toBeNull();
  });

  it('keeps each discount with its label, and rounds a line to the ban', () => {
    expect(priceSummaryModel(cart(260, 20))?.discounts).toEqual([{ label: 'BUN20', amount: 20 }]);
    expect(lineTotal(33.33, 3)).toBe(99.99);
    expect(lineTotal(0.1, 3)).toBe(0.3);
  });
});

describe('vatLinesOf', () => {
  it('keeps one line per rate in the back end’s order: a cart’s labels, an order’s rates', () => {
    expect(
      vatLinesOf([
        { label: 'TVA 11%', amount: { value: 12.274 } },
        null,
        { label: 'TVA 21%', amount: { value: 15.1 } },
        { label: 'TVA 5%', amount: null }
      ])
    ).toEqual([
      { label: 'TVA 11%', rate: null, amount: 12.27 },
      { label: 'TVA 21%', rate: null, amount: 15.1 }
    ]);
    expect(vatLinesOf([{ title: 'TVA 21%', rate: 21, amount: { value: 18.57 } }])).toEqual([{ label: 'TVA 21%', rate: 21, amount: 18.57 }]);
    expect(vatLinesOf(null)).toEqual([]);
  });
});

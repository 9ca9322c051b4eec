import { parcelLockers, paymentMethodsOf, pickupShops, regionsOf, savedCards, type CheckoutTotals } from './checkoutAnswers';

describe('checkout answers', () => {
  it('offers the regions that have an id and a code, named by their code when they have no name', () => {
    const regions = regionsOf({
      country: {
        __typename: 'Country',
        id: 'RO',
        available_regions: [
          { __typename: 'Region', id: 1, code: 'B', name: 'București' },
          { __typename: 'Region', id: 2, code: 'CJ', name: null },
          { __typename: 'Region', id: null, code: 'AB', name: 'Alba' },
          { __typename: 'Region', id: 4, code: null, name: 'Argeș' },
          null
        ]
      }
    });
    expect(regions).toEqual([
      { id: 1, code: 'B', name: 'București' },
      { id: 2, code: 'CJ', name: 'CJ' }
    ]);
    expect(regionsOf(undefined)).toEqual([]);
  });

  it('offers the shops that have an id and a name', () => {
    const shop = (location_id: string | null, name: string | null) => ({ __typename: 'MpStoreLocatorLocation' as const, location_id, name, city: null, street: null, store_ids: '0' });
    const shops = pickupShops({
      MpStoreLocatorLocations: { __typename: 'MpStoreLocatorLocationsOutput', items: [shop('1', 'GNC Unirea'), shop(null, 'GNC Fără id'), shop('3', null), null] }
    });
    expect(shops.map((candidate) => candidate.location_id)).toEqual(['1']);
  });

  it('leaves out missing lockers, cards and payment methods', () => {
    expect(parcelLockers({ parcelLockers: [null, { __typename: 'ParcelLocker', code: 'L1', name: 'Easybox', city: 'București', street: 'Str. A' }] })).toHaveLength(1);
    expect(savedCards({ customerPaymentTokens: { __typename: 'CustomerPaymentTokens', items: [null] } })).toEqual([]);
    const totals = { available_payment_methods: [null, { __typename: 'AvailablePaymentMethod', code: 'cashondelivery', title: 'Ramburs' }] } as CheckoutTotals;
    expect(paymentMethodsOf(totals)).toEqual([expect.objectContaining({ code: 'cashondelivery' })]);
    expect(paymentMethodsOf(null)).toEqual([]);
  });
});

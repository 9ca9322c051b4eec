import { bankTransferOf, deliveryOf } from './orderSummary';

const data = (entries: Record<string, string>) => Object.entries(entries).map(([name, value]) => ({ name, value }));

describe('bankTransferOf', () => {
  it('reads where to pay from a bank-transfer order awaiting payment', () => {
    expect(
      bankTransferOf({
        type: 'banktransfer',
        additional_data: data({ instructions: 'Pay with the order number.', beneficiary: 'Vitalis', iban: 'RO56 BTRL', bank: 'BT', reference: '000000007' })
      })
    ).toEqual({ account: { instructions: 'Pay with the order number.', beneficiary: 'Vitalis', iban: 'RO56 BTRL', bank: 'BT' }, reference: '000000007' });
  });

  it('has nothing for a paid transfer (no account sent), another method or no payment', () => {
    expect(bankTransferOf({ type: 'banktransfer', additional_data: [] })).toBeNull();
    expect(bankTransferOf({ type: 'cashondelivery', additional_data: data({ iban: 'RO56' }) })).toBeNull();
    expect(bankTransferOf(null)).toBeNull();
  });
});

describe('deliveryOf', () => {
  it('names the carrier once', () => {
    expect(deliveryOf({ carrier: 'FAN Courier', shipping_method: 'FAN Courier - Standard delivery' })).toBe('FAN Courier - Standard delivery');
    expect(deliveryOf({ carrier: 'Sameday', shipping_method: 'Easybox' })).toBe('Sameday – Easybox');
    expect(deliveryOf({ carrier: 'Sameday', shipping_method: null })).toBe('Sameday');
    expect(deliveryOf({})).toBe('');
  });
});

import { bankTransferOf, deliveryOf, invoicedCompanyOf, rowTotalOf } from './orderSummary';

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

describe('rowTotalOf', () => {
  it("is the line's sale price with VAT times the quantity ordered, to the ban", () => {
    expect(rowTotalOf({ product_sale_price: { value: 99.99, currency: 'RON' }, quantity_ordered: 3 })).toEqual({ value: 299.97, currency: 'RON' });
    expect(rowTotalOf({ product_sale_price: { value: 0.1, currency: 'RON' }, quantity_ordered: 3 })).toEqual({ value: 0.3, currency: 'RON' });
    expect(rowTotalOf({ product_sale_price: { value: 12.5, currency: 'RON' }, quantity_ordered: null })).toEqual({ value: 0, currency: 'RON' });
  });

  it('has no amount without a price', () => {
    expect(rowTotalOf({ product_sale_price: { value: null, currency: 'RON' }, quantity_ordered: 1 })).toBeNull();
  });
});

describe('invoicedCompanyOf', () => {
  const address = { firstname: 'Ana', lastname: 'Pop', street: ['Str. 1'], city: 'Cluj-Napoca' };
  it('names the company, its tax id and trade-register number (a custom attribute)', () => {
    expect(
      invoicedCompanyOf({ ...address, company: 'Exemplu SRL', vat_id: 'RO18547290', custom_attributesV2: [null, { code: 'registration_number', value: 'J12/3456/2019' }] })
    ).toEqual({ company: 'Exemplu SRL', vat_id: 'RO18547290', registration_number: 'J12/3456/2019' });
    expect(invoicedCompanyOf({ ...address, company: 'Exemplu SRL', custom_attributesV2: [] })).toEqual({ company: 'Exemplu SRL', vat_id: '' });
    expect(invoicedCompanyOf(address)).toBeNull();
  });
});

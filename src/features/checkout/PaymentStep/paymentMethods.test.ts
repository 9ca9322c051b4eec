import { CARD_METHOD, describePayment, describeSavedCard, SAVED_CARD_METHOD, toCardDetails } from './paymentMethods';

const METHODS = [
  { code: CARD_METHOD, title: 'Credit or debit card' },
  { code: 'cashondelivery', title: 'Cash on delivery' }
];

describe('payment methods', () => {
  it('describes a chosen payment: the title, a new card with its last digits, a saved card by its details', () => {
    expect(describePayment({ code: 'cashondelivery', data: null }, METHODS)).toBe('Cash on delivery');
    expect(describePayment({ code: CARD_METHOD, data: { nonce: 'n', last4: '1111' } }, METHODS)).toBe('Credit or debit card •••• 1111');
    const details = JSON.stringify({ type: 'VI', maskedCC: '4242', expirationDate: '12/30' });
    expect(describePayment({ code: SAVED_CARD_METHOD, data: { public_hash: 'h', details } }, METHODS)).toBe('VI •••• 4242 (12/30)');
    // A method the cart no longer lists still reads as something.
    expect(describePayment({ code: 'banktransfer', data: null }, METHODS)).toBe('banktransfer');
  });

  it('falls back to the public hash when the saved details cannot be read', () => {
    expect(describeSavedCard({ public_hash: 'abc', details: '{not json' })).toBe('abc');
  });

  it('sends the card processor digits only and a four-digit year', () => {
    expect(toCardDetails({ number: '4111 1111 1111 1111', expiry: '07 / 29', cvc: ' 123 ', save: false })).toEqual({
      number: '4111111111111111',
      expMonth: 7,
      expYear: 2029,
      cvc: '123'
    });
    expect(toCardDetails({ number: '4111', expiry: '12/2031', cvc: '1', save: true }).expYear).toBe(2031);
  });
});

import { messageText as text } from '../../app/testing/messageText';
import { checkoutMessages, isCardNumber, isCvc, isExpiry, parseExpiry } from './validation';

describe('checkout validation', () => {
  it('answers the message texts', () => {
    expect(text(isCardNumber('4111'))).toBe('Enter the 16-digit card number.');
    expect(text(isCardNumber(' '))).toBe('This is a required field.');
    expect(text(isCvc('1'))).toBe('Enter the 3-digit security code.');
    expect(text(checkoutMessages.pickup)).toBe('Choose the shop you will pick the order up from.');
  });

  it('accepts a card number in groups and a 3 or 4 digit code', () => {
    expect(isCardNumber('4111 1111 1111 1111')).toBeUndefined();
    expect(isCvc('123')).toBeUndefined();
    expect(isCvc('1234')).toBeUndefined();
  });

  it('reads expiry dates and refuses past ones', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1/2031')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    const now = new Date(2026, 5, 15);
    expect(isExpiry(now)('06/26')).toBeUndefined();
    expect(text(isExpiry(now)('05/26'))).toBe('Enter the expiry date as MM/YY, not in the past.');
    expect(text(isExpiry(now)(''))).toBe('This is a required field.');
  });
});

import { isCardNumber, isCvc, isEmail, isExpiry, isPostcode, isRequired, isTelephone, parseExpiry, validate, validationMessages } from './validation';

describe('checkout validation', () => {
  it('answers the message texts', () => {
    expect(isRequired(' ')?.defaultMessage).toBe('This is a required field.');
    expect(isEmail('ana@')?.defaultMessage).toBe('Please enter a valid email address (Ex: johndoe@domain.com).');
    expect(isPostcode('12345')?.defaultMessage).toBe('Enter a postcode of 6 digits, such as 010011.');
    expect(isTelephone('12')?.defaultMessage).toBe('Enter a phone number such as 0721 234 567 or +40 721 234 567.');
    expect(isCardNumber('4111')?.defaultMessage).toBe('Enter the 16-digit card number.');
    expect(isCvc('1')?.defaultMessage).toBe('Enter the 3-digit security code.');
    expect(validationMessages.region.defaultMessage).toBe('Choose a county.');
  });

  it('accepts Romanian formats', () => {
    expect(isEmail('ana.pop@example.ro')).toBeUndefined();
    expect(isPostcode('010011')).toBeUndefined();
    expect(isTelephone('0721 234 567')).toBeUndefined();
    expect(isTelephone('+40 721 234 567')).toBeUndefined();
    expect(isTelephone('0264-123-456')).toBeUndefined();
    expect(isTelephone('0821 234 567')).toBeDefined();
    expect(isCardNumber('4111 1111 1111 1111')).toBeUndefined();
  });

  it('reads expiry dates and refuses past ones', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1/2031')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    const now = new Date(2026, 5, 15);
    expect(isExpiry(now)('06/26')).toBeUndefined();
    expect(isExpiry(now)('05/26')?.defaultMessage).toBe('Enter the expiry date as MM/YY, not in the past.');
    expect(isExpiry(now)('')?.defaultMessage).toBe('This is a required field.');
  });

  it('collects the fields in error', () => {
    expect(Object.keys(validate({ a: '', b: 'x', c: '1' }, { a: isRequired, b: isRequired, c: isPostcode }))).toEqual(['a', 'c']);
  });
});

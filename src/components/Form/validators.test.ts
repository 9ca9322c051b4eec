import { createIntl } from 'react-intl';

import { messageText as text } from '../../app/testing/messageText';
import { checkPassword, createValidators, isEmail, isPostcode, isRequired, isTaxId, isTelephone, isValidTaxId, validate } from './validators';

describe('field rules', () => {
  it('answers the message texts', () => {
    expect(text(isRequired(' '))).toBe('This is a required field.');
    expect(text(isEmail('ana@'))).toBe('Please enter a valid email address (Ex: johndoe@domain.com).');
    expect(text(isEmail('ana@example.r'))).toBe('Please enter a valid email address (Ex: johndoe@domain.com).');
    expect(text(isPostcode('12345'))).toBe('Enter a postcode of 6 digits, such as 010011.');
    expect(text(isTelephone('12'))).toBe('Enter a phone number such as 0721 234 567 or +40 721 234 567.');
  });

  it('takes Romanian postcodes and phone numbers with the usual separators', () => {
    expect(isEmail('ana.pop@example.ro')).toBeUndefined();
    expect(isPostcode('010011')).toBeUndefined();
    for (const phone of ['0721 234 567', '+40 721 234 567', '0040721234567', '0264-123-456', '(021) 527.04.40']) {
      expect(isTelephone(phone)).toBeUndefined();
    }
    for (const phone of ['0821 234 567', '+44 20 7946 0958', '072123456']) expect(isTelephone(phone)).toBeDefined();
  });

  it('takes a Romanian tax id (CUI) with or without RO when its control digit holds', () => {
    for (const taxId of ['14399840', 'RO14399840', 'ro 14399840', 'RO18547290', ' 18547290 ']) expect(isValidTaxId(taxId)).toBe(true);
    for (const taxId of ['14399841', 'RO18547291', 'DE123456789', '1', '12345678901', 'RO', '1439984O']) expect(isValidTaxId(taxId)).toBe(false);
    expect(text(isTaxId(''))).toBe('This is a required field.');
    expect(text(isTaxId('14399841'))).toBe('Enter the company\'s tax id (CUI), such as RO18547290 or 18547290.');
  });

  it('checks the password policy rule by rule', () => {
    expect(checkPassword('abc')).toMatchObject({ length: false, classes: 1, ok: false });
    expect(checkPassword('abcdefG1')).toMatchObject({ length: true, classes: 3, ok: true });
    expect(checkPassword('ăîșțâĂÎ1')).toMatchObject({ lower: true, upper: true, digit: true, ok: true });
  });

  it('binds the rules to the locale, a repeated password included', () => {
    const validators = createValidators(createIntl({ locale: 'en-US', messages: {} }));
    expect(validators.password('abcdefgh')).toBe('Use at least 3 of these: lower case, upper case, digits, special characters.');
    expect(validators.password('abc')).toBe('Use at least 8 characters.');
    expect(validators.matches('password')('x', { password: 'y' })).toBe('The passwords do not match.');
    expect(validators.optionalTelephone('')).toBeUndefined();
    expect(validators.region('')).toBe('Choose a county.');
  });

  it('collects the fields in error', () => {
    expect(Object.keys(validate({ a: '', b: 'x', c: '1' }, { a: isRequired, b: isRequired, c: isPostcode }))).toEqual(['a', 'c']);
  });
});

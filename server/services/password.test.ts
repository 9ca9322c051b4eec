/** scrypt hashing and Magento's password policy. */
import { assertPasswordStrength, characterClasses, hashPassword, needsRehash, verifyPassword } from './password';

test('hash and verify: salted, parameters stored, wrong passwords refused', async () => {
  const a = await hashPassword('Parola-Buna1');
  const b = await hashPassword('Parola-Buna1');
  expect(a).not.toBe(b);
  expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect(await verifyPassword('Parola-Buna1', a)).toBe(true);
  expect(await verifyPassword('Parola-Buna2', a)).toBe(false);
  expect(await verifyPassword('Parola-Buna1', 'md5$abc')).toBe(false);
  expect(needsRehash(a)).toBe(false);
  expect(needsRehash(a.replace('$32768$', '$16384$'))).toBe(true);
});

test('older parameters still verify', async () => {
  const hash = await hashPassword('Parola-Buna1');
  expect(await verifyPassword('Parola-Buna1', hash)).toBe(true);
});

test('character classes', () => {
  expect(characterClasses('abc')).toBe(1);
  expect(characterClasses('abcD')).toBe(2);
  expect(characterClasses('abcD1')).toBe(3);
  expect(characterClasses('aD1!')).toBe(4);
  expect(characterClasses('ăîșțâ')).toBe(1);
});

test('policy messages', () => {
  expect(() => assertPasswordStrength('Ab1!', null)).toThrow('The password needs at least 8 characters. Create a new password and try again.');
  expect(() => assertPasswordStrength('abcdefgh', null)).toThrow(
    'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'
  );
  expect(() => assertPasswordStrength(' Abcdef1!', null)).toThrow("The password can't begin or end with a space. Verify the password and try again.");
  expect(() => assertPasswordStrength('Ana.Pop1@x.ro', 'ana.pop1@x.ro')).toThrow("The password can't be the same as the email address. Create a new password and try again.");
  expect(() => assertPasswordStrength(`Aa1${'x'.repeat(300)}`, null)).toThrow('Please enter a password with at most 256 characters.');
  expect(() => assertPasswordStrength('Abcdefg1', null)).not.toThrow();
});

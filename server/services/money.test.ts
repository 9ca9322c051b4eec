import { formatPrice } from '../../src/lib/formatPrice';
import { formatLei, formatMoney } from './money';

test('amounts in lei as the store writes them, per language', () => {
  expect(formatLei(19.99, 'ro_RO')).toBe('19,99 lei');
  expect(formatLei(250, 'ro_RO')).toBe('250 lei');
  expect(formatLei(1000, 'ro_RO')).toBe('1.000 lei');
  expect(formatLei(19.99, 'en_US')).toBe('19.99 lei');
  expect(formatLei(1000, 'en_US')).toBe('1,000 lei');
  expect(formatLei(0, 'en_US')).toBe('0 lei');
  expect(formatLei(12.5, 'ro_RO')).toBe('12,50 lei');
});

test('mails write prices as the storefront shows them: lei in Romanian, RON in English', () => {
  for (const value of [0, 12.5, 216.99, 1234.5, 19999.99]) {
    expect(formatMoney(value, 'ro_RO')).toBe(formatPrice(value, 'RON', 'ro-RO'));
    expect(formatMoney(value, 'en_US')).toBe(formatPrice(value, 'RON', 'en-US'));
  }
  expect(formatMoney(216.99, 'ro_RO')).toBe('216,99 lei');
  expect(formatMoney(1234.5, 'en_US')).toBe('RON 1,234.50');
});

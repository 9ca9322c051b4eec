import { formatLei } from './money';

test('amounts in lei as the store writes them, per language', () => {
  expect(formatLei(19.99, 'ro_RO')).toBe('19,99 lei');
  expect(formatLei(250, 'ro_RO')).toBe('250 lei');
  expect(formatLei(1000, 'ro_RO')).toBe('1.000 lei');
  expect(formatLei(19.99, 'en_US')).toBe('19.99 lei');
  expect(formatLei(1000, 'en_US')).toBe('1,000 lei');
  expect(formatLei(0, 'en_US')).toBe('0 lei');
  expect(formatLei(12.5, 'ro_RO')).toBe('12,50 lei');
});

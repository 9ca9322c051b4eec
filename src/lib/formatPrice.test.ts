import { formatPrice, formatPriceFallback, formatPriceToParts } from './formatPrice';

describe('formatPrice', () => {
  it('formats RON the Romanian way in ro-RO', () => {
    expect(formatPrice(1234.5, 'RON', 'ro-RO')).toBe('1.234,50 lei');
    expect(formatPrice(5, 'RON', 'ro-RO')).toBe('5,00 lei');
  });

  it('formats RON with the code first in en-US', () => {
    expect(formatPrice(1234.5, 'RON', 'en-US')).toBe('RON 1,234.50');
  });

  it('defaults to ro-RO', () => {
    expect(formatPrice(99.9, 'RON')).toBe('99,90 lei');
  });

  it('uses symbols for USD, GBP and EUR in en-US', () => {
    expect(formatPrice(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatPrice(1234.5, 'GBP', 'en-US')).toBe('£1,234.50');
    expect(formatPrice(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
  });

  it('falls back to the spec layout when Intl rejects the code', () => {
    expect(formatPrice(1234.5, 'not-a-code', 'en-US')).toBe('not-a-code1,234.50');
  });

  it('formats parts for styled prices', () => {
    const parts = formatPriceToParts(1234.5, 'RON', 'ro-RO');
    expect(parts.map((part) => part.value).join('')).toBe('1.234,50 lei');
    expect(parts.find((part) => part.type === 'currency')?.value).toBe('lei');
  });
});

describe('formatPriceFallback', () => {
  it('uses $, £ and € with "." decimals and "," grouping', () => {
    expect(formatPriceFallback(1234567.891, 'USD')).toBe('$1,234,567.89');
    expect(formatPriceFallback(0.5, 'GBP')).toBe('£0.50');
    expect(formatPriceFallback(1000, 'EUR')).toBe('€1,000.00');
  });

  it('uses an unknown code as its own symbol in the USD layout', () => {
    expect(formatPriceFallback(1234.5, 'RON')).toBe('RON1,234.50');
    expect(formatPriceFallback(-3, 'XYZ')).toBe('-XYZ3.00');
  });
});

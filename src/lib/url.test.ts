import { currentYear, formatDate, isWithinDays } from './dates';
import {
  getStoreCodeForPath,
  getStoreFromPath,
  isExternalUrl,
  stripStorePrefix,
  toRelativeUrl,
  toStorePath,
  withQuery
} from './url';

describe('store prefixes', () => {
  it('reads the English store from /en paths', () => {
    expect(getStoreFromPath('/en/x')).toEqual({ code: 'en_storeview', prefix: 'en', rest: '/x' });
    expect(getStoreFromPath('/en')).toEqual({ code: 'en_storeview', prefix: 'en', rest: '/' });
    expect(getStoreFromPath('/en/')).toEqual({ code: 'en_storeview', prefix: 'en', rest: '/' });
  });

  it('reads the Romanian default store elsewhere', () => {
    expect(getStoreFromPath('/checkout')).toEqual({ code: 'default', prefix: '', rest: '/checkout' });
    expect(getStoreFromPath('/energie.html')).toEqual({ code: 'default', prefix: '', rest: '/energie.html' });
    expect(getStoreCodeForPath('/english-page')).toBe('default');
    expect(getStoreCodeForPath('/en/cart')).toBe('en_storeview');
  });

  it('converts paths between stores', () => {
    expect(toStorePath('/en/cart', 'default')).toBe('/cart');
    expect(toStorePath('/cart', 'en_storeview')).toBe('/en/cart');
    expect(toStorePath('/', 'en_storeview')).toBe('/en');
    expect(toStorePath('/en', 'default')).toBe('/');
    expect(stripStorePrefix('/en/a/b.html')).toBe('/a/b.html');
  });
});

describe('links', () => {
  it('treats other hosts as external', () => {
    expect(isExternalUrl('https://facebook.com/gnc', 'shop.ro')).toBe(true);
    expect(isExternalUrl('https://shop.ro/en/cart', 'shop.ro')).toBe(false);
    expect(isExternalUrl('/en/cart', 'shop.ro')).toBe(false);
    expect(isExternalUrl('tel:+40123', 'shop.ro')).toBe(true);
    expect(isExternalUrl('?page=2', 'shop.ro')).toBe(false);
    expect(isExternalUrl('#reviews', 'shop.ro')).toBe(false);
    // Protocol-relative: another host.
    expect(isExternalUrl('//evil.example/x', 'shop.ro')).toBe(true);
    expect(isExternalUrl('//shop.ro/x', 'shop.ro')).toBe(false);
  });

  it('makes relative URLs for redirects', () => {
    expect(toRelativeUrl('https://shop.ro/a?b=1#c')).toBe('/a?b=1#c');
    expect(toRelativeUrl('/x')).toBe('/x');
  });

  it('gives what the URL parser gives for paths, taking the short way only where nothing changes', () => {
    const viaUrl = (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    };
    const paths = [
      '/en/proteine/proteine-din-zer.html?page=2&sort=price_ASC#list',
      '/en',
      '/',
      '/a/./b',
      '/a/../b',
      '/a/%2e%2E/b',
      '/a/..',
      '/a/.',
      '/a/..b/c.',
      '/.well-known/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '/proteine cu spațiu.html',
      "/a'b?c'd",
      '/a?b=<c>',
      '/a#b c',
      '/a?x=../y',
      '/a#../b',
      '/a%20b/c%zz',
      '/~user/@scope:1;x=2,y*(z)!$'
    ];
    for (const path of paths) expect(toRelativeUrl(path)).toBe(viaUrl(path));
  });

  it('builds query strings skipping empty values', () => {
    expect(withQuery('/en/create-account', { email: 'a@b.ro', firstName: 'Ana', lastName: undefined })).toBe(
      '/en/create-account?email=a%40b.ro&firstName=Ana'
    );
  });
});

describe('dates', () => {
  it('gives the current year', () => {
    expect(currentYear(new Date(2031, 5, 1))).toBe(2031);
  });

  it('checks inclusive day ranges', () => {
    expect(isWithinDays(new Date(2025, 1, 14, 0, 0), '2025-02-14', '2025-02-17')).toBe(true);
    expect(isWithinDays(new Date(2025, 1, 17, 23, 59), '2025-02-14', '2025-02-17')).toBe(true);
    expect(isWithinDays(new Date(2025, 1, 18, 0, 0), '2025-02-14', '2025-02-17')).toBe(false);
    expect(isWithinDays(new Date(2025, 1, 13, 23, 59), '2025-02-14', '2025-02-17')).toBe(false);
  });

  it('formats Magento dates', () => {
    expect(formatDate('2024-03-05 10:00:00', 'en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' })).toBe('03/05/2024');
    expect(formatDate('not a date')).toBe('');
  });
});

import { BrowserPersistence, MemoryStorage, resolveStorage, sessionStorageKeys, storageKeys } from './storage';

describe('BrowserPersistence', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores Venia records under the namespace', () => {
    const persistence = new BrowserPersistence({ now: () => 1700000000000 });
    persistence.setItem('cartId', 'abc', 60);
    const raw = window.localStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__cartId');
    expect(JSON.parse(raw as string)).toEqual({ value: '"abc"', ttl: 60, timeStored: 1700000000000 });
    expect(persistence.getRawItem('cartId')).toEqual({ value: '"abc"', ttl: 60, timeStored: 1700000000000 });
    expect(persistence.getItem('cartId')).toBe('abc');
  });

  it('keeps values without ttl forever', () => {
    let now = 0;
    const persistence = new BrowserPersistence({ now: () => now });
    persistence.setItem('search', { q: 'whey' });
    now = 10 ** 12;
    expect(persistence.getItem('search')).toEqual({ q: 'whey' });
    expect(persistence.getRawItem('search')).toEqual({ value: '{"q":"whey"}', timeStored: 0 });
  });

  it('expires values past their ttl and removes them', () => {
    let now = 1000;
    const persistence = new BrowserPersistence({ now: () => now });
    persistence.setItem('signin_token', 'tok', 3600);
    now = 1000 + 3600 * 1000;
    expect(persistence.getItem('signin_token')).toBe('tok');
    expect(persistence.expiresAt('signin_token')).toBe(1000 + 3600 * 1000);
    now += 1;
    expect(persistence.getItem('signin_token')).toBeUndefined();
    expect(window.localStorage.getItem('M2_VENIA_BROWSER_PERSISTENCE__signin_token')).toBeNull();
  });

  it('removes items', () => {
    const persistence = new BrowserPersistence();
    persistence.setItem('cartId', 'x');
    persistence.removeItem('cartId');
    expect(persistence.getItem('cartId')).toBeUndefined();
  });

  it('ignores unreadable records', () => {
    window.localStorage.setItem('M2_VENIA_BROWSER_PERSISTENCE__cartId', '{broken');
    expect(new BrowserPersistence().getItem('cartId')).toBeUndefined();
  });

  it('falls back to memory when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined
    } as unknown as Storage;
    const storage = resolveStorage(() => throwing);
    expect(storage).toBeInstanceOf(MemoryStorage);
    const persistence = new BrowserPersistence({ storage });
    persistence.setItem('cartId', 'mem');
    expect(persistence.getItem('cartId')).toBe('mem');
    expect(resolveStorage(() => undefined)).toBeInstanceOf(MemoryStorage);
  });

  it('lists every storage key of the spec, plus the blog votes', () => {
    expect(Object.values(storageKeys).sort()).toEqual(
      [
        'amblog_votes',
        'cartId', 'imagesBySku', 'signin_token', 'store_view_code', 'store_view_currency',
        'store_view_secure_base_media_url', 'magento_cache_id', 'billing_address', 'shipping_address',
        'shippingMethod', 'paymentMethod', 'availableShippingMethods', 'cookieAccept', 'search', 'lastSplit',
        'popupRewards', 'itemsro', 'rostore'
      ].sort()
    );
    expect(sessionStorageKeys.register).toBe('register');
  });
});

import { AVAILABLE_LOCALES, DEFAULT_STORE_VIEW, STORE_VIEWS, storeViewByCode, storeViewByPrefix } from './storeViews';

describe('store views', () => {
  it('has one default view without a prefix, and unique codes, ids and prefixes', () => {
    expect(STORE_VIEWS.filter((view) => view.prefix === '')).toEqual([DEFAULT_STORE_VIEW]);
    for (const key of ['code', 'id', 'prefix'] as const) {
      expect(new Set(STORE_VIEWS.map((view) => view[key])).size).toBe(STORE_VIEWS.length);
    }
  });

  it('finds a view by code and by path segment', () => {
    expect(storeViewByCode('en_storeview')).toMatchObject({ id: 2, prefix: 'en', locale: 'en_US' });
    expect(storeViewByCode('nope')).toBe(DEFAULT_STORE_VIEW);
    expect(storeViewByPrefix('en')?.code).toBe('en_storeview');
    expect(storeViewByPrefix('')).toBeUndefined();
    expect(storeViewByPrefix('fr')).toBeUndefined();
  });

  it('lists every view locale once, for the message files', () => {
    expect(AVAILABLE_LOCALES).toEqual(['en_US', 'ro_RO']);
  });
});

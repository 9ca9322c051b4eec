import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import {
  ACCEPTED_CATEGORIES_KEY,
  isConsentGiven,
  normalizeCategories,
  readAcceptedCategories,
  storeAcceptedCategories,
  storeCookieAccept
} from './consentModel';

function persistence() {
  const storage = new MemoryStorage();
  return { storage, persistence: new BrowserPersistence({ storage }) };
}

describe('stored cookie consent', () => {
  it('needs a decision when cookieAccept is unset, false or the string "false"', () => {
    const { persistence: p, storage } = persistence();
    expect(isConsentGiven(p)).toBe(false);
    storeCookieAccept(p, false);
    expect(isConsentGiven(p)).toBe(false);
    storage.setItem('M2_VENIA_BROWSER_PERSISTENCE__cookieAccept', JSON.stringify({ value: '"false"', timeStored: 1 }));
    expect(isConsentGiven(p)).toBe(false);
    storage.setItem('M2_VENIA_BROWSER_PERSISTENCE__cookieAccept', 'not json');
    expect(isConsentGiven(p)).toBe(false);
  });

  it('counts the JSON value true and the string "true" as a decision made', () => {
    const { persistence: p, storage } = persistence();
    // As the e2e launcher seeds it: the JSON text "true" inside the record.
    storage.setItem('M2_VENIA_BROWSER_PERSISTENCE__cookieAccept', JSON.stringify({ value: 'true', timeStored: 1 }));
    expect(isConsentGiven(p)).toBe(true);
    storage.setItem('M2_VENIA_BROWSER_PERSISTENCE__cookieAccept', JSON.stringify({ value: '"true"', timeStored: 1 }));
    expect(isConsentGiven(p)).toBe(true);
  });

  it('writes cookieAccept as a BrowserPersistence record', () => {
    const { persistence: p, storage } = persistence();
    storeCookieAccept(p, true);
    const record = JSON.parse(storage.getItem('M2_VENIA_BROWSER_PERSISTENCE__cookieAccept') ?? '{}') as { value: string };
    expect(record.value).toBe('true');
    expect(isConsentGiven(p)).toBe(true);
  });

  it('keeps the accepted categories, known ones only, in canonical order', () => {
    const { persistence: p } = persistence();
    expect(readAcceptedCategories(p)).toEqual([]);
    storeAcceptedCategories(p, ['marketing', 'analytics']);
    expect(readAcceptedCategories(p)).toEqual(['analytics', 'marketing']);
    p.setItem(ACCEPTED_CATEGORIES_KEY, ['tracking', 'preferences', 'preferences']);
    expect(readAcceptedCategories(p)).toEqual(['preferences']);
    p.setItem(ACCEPTED_CATEGORIES_KEY, 'analytics');
    expect(readAcceptedCategories(p)).toEqual([]);
  });

  it('normalises category lists', () => {
    expect(normalizeCategories(['marketing', 'necessary', 'cookieConsentGranted', 'preferences'])).toEqual([
      'preferences',
      'marketing'
    ]);
  });
});

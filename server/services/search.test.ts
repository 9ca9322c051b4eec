import { buildVocabulary, closeWords, editDistance, parseSearch, suggestSearches } from './search';
import { normalizeSearchText, searchWords, slugify } from './searchText';

const vocabulary = buildVocabulary(
  ['proteina', 'protein', 'proteine', 'creatina', 'creatine', 'whey', 'gnc', 'magneziu', 'vitamina', 'on', '00012', 'omega', '3', '-3']
    .map((word, i) => ({ word, document_count: 100 - i }))
);

describe('search text normalisation', () => {
  test('drops diacritics (both comma and cedilla forms), case and punctuation', () => {
    expect(normalizeSearchText('Proteină ȘȚ șț ş ţ Căpșuni Îngrijire')).toBe('proteina st st s t capsuni ingrijire');
    expect(searchWords("  Omega-3, 1000 mg!  ")).toEqual(['omega', '3', '1000', 'mg']);
    expect(slugify('Proteină din zer Gold Standard 100% Whey, 2270 g')).toBe('proteina-din-zer-gold-standard-100-whey-2270-g');
    expect(slugify('Cookies & Cream')).toBe('cookies-cream');
  });
});

describe('edit distance', () => {
  test('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('protien', 'protein', 2)).toBe(1);
    expect(editDistance('creatna', 'creatina', 2)).toBe(1);
    expect(editDistance('wey', 'whey', 2)).toBe(1);
    expect(editDistance('magnesiu', 'magneziu', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2); // cut off above the maximum
  });

  test('close words come nearest and most frequent first', () => {
    expect(closeWords(vocabulary, 'protien', 1)).toEqual(['protein']);
    // All one edit away: the most frequent word first.
    expect(closeWords(vocabulary, 'proteinx', 2)).toEqual(['proteina', 'protein', 'proteine']);
    expect(closeWords(vocabulary, 'proteinxx', 2)).toEqual(['proteina', 'protein', 'proteine']);
  });
});

describe('parseSearch', () => {
  test('known words stay, the word being typed also matches longer words', () => {
    expect(parseSearch(vocabulary, 'whey proteina').terms).toEqual([{ words: ['whey'], prefix: null }, { words: ['proteina'], prefix: null }]);
    expect(parseSearch(vocabulary, 'gnc prot').terms).toEqual([{ words: ['gnc'], prefix: null }, { words: [], prefix: 'prot' }]);
    expect(parseSearch(vocabulary, 'protein').terms).toEqual([{ words: ['protein'], prefix: 'protein' }]);
  });

  test('typos are corrected, short unknown words are dropped, nothing else reaches the matcher', () => {
    const parsed = parseSearch(vocabulary, 'Creatnă GNC xy');
    // 'creatine' is two edits away from 'creatna': too far for a seven-letter word.
    expect(parsed.terms).toEqual([{ words: ['creatina'], prefix: null }, { words: ['gnc'], prefix: null }]);
    expect(parsed.corrections).toEqual([{ word: 'creatna', replacements: ['creatina'] }]);
    expect(parsed.unmatched).toEqual(['xy']);
    expect(parsed.normalized).toBe('creatna gnc xy');
    const injection = parseSearch(vocabulary, "'; DROP TABLE catalog_product; --");
    expect(injection.terms.flatMap((t) => [...t.words, t.prefix ?? '']).every((w) => /^[a-z0-9]*$/.test(w))).toBe(true);
    expect(parseSearch(vocabulary, 'ON-00012').terms).toEqual([{ words: ['on'], prefix: null }, { words: ['00012'], prefix: null }]);
  });

  test('suggestions for a text that matches nothing', () => {
    expect(parseSearch(vocabulary, 'vitxmxna').terms).toEqual([{ words: ['vitamina'], prefix: null }]);
    expect(suggestSearches(vocabulary, 'magnexiux')).toEqual(['magneziu']);
    expect(suggestSearches(vocabulary, 'whey')).toEqual([]);
  });

  test('a long search is read by its first ten words (100,000 words from a bot cost no more than ten)', () => {
    const tenWords = 'whey '.repeat(10);
    expect(suggestSearches(vocabulary, `${tenWords}magnexiux`)).toEqual([]);
    const tenUnknown = Array.from({ length: 10 }, (_, i) => `qx${i}`).join(' ');
    expect(parseSearch(vocabulary, `${tenUnknown} whey`).terms).toEqual([]);
    expect(parseSearch(vocabulary, `whey ${tenUnknown}`).terms).toEqual([{ words: ['whey'], prefix: null }]);
    const flood = 'qqqq '.repeat(100_000);
    expect(suggestSearches(vocabulary, flood)).toEqual([]);
  });
});

/**
 * Product search text → search terms. Words are normalised like the index (no diacritics, lower case),
 * then matched against the store's search vocabulary (every word of its product search documents): a
 * known word is used as is, a beginning of a word as a prefix ("prot" → protein, proteina, ...), and an
 * unknown word is corrected to the vocabulary words one typo away (two for long words): "protien" →
 * protein, "creatna" → creatina. Only vocabulary words reach the matcher (services/catalogEngine.ts),
 * so shopper text is never interpreted as anything but words.
 */
import { searchWords } from './searchText';

export interface Vocabulary {
  words: string[];
  frequency: Map<string, number>;
  /** Words by length, to compare a typo only with words of a similar length. */
  byLength: Map<number, string[]>;
}

/** One query word: matches a row holding any of `words`, or any word starting with `prefix`. */
export interface SearchTerm {
  words: string[];
  prefix: string | null;
}

export interface ParsedSearch {
  /** Empty when no word of the text is known: nothing matches. */
  terms: SearchTerm[];
  /** The normalised text, for exact SKU / name comparisons. */
  normalized: string;
  /** Words that were replaced by their corrections. */
  corrections: Array<{ word: string; replacements: string[] }>;
  unmatched: string[];
}

export function buildVocabulary(rows: ReadonlyArray<{ word: string; document_count: number }>): Vocabulary {
  const frequency = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const { word, document_count } of rows) {
    // Only the words a normalised query can produce (the tsvector parser also emits '-3' and the like).
    if (!/^[a-z0-9]+$/.test(word)) continue;
    frequency.set(word, document_count);
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return { words: [...frequency.keys()], frequency, byLength };
}

/** Optimal-string-alignment distance (Damerau–Levenshtein with adjacent transpositions), cut off above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const previous2 = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) previous2[j] = previous[j];
    previous = current;
  }
  return previous[b.length];
}

/** Typos tolerated: none for short words, one from 4 letters, two from 8. */
const allowedTypos = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/** Vocabulary words within `max` edits of `word`, most frequent first. */
export function closeWords(vocabulary: Vocabulary, word: string, max: number, limit = 5): string[] {
  if (max === 0) return [];
  const found: Array<{ word: string; distance: number }> = [];
  for (let length = word.length - max; length <= word.length + max; length++) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const distance = editDistance(word, candidate, max);
      if (distance <= max) found.push({ word: candidate, distance });
    }
  }
  return found
    .sort((a, b) => a.distance - b.distance || (vocabulary.frequency.get(b.word) ?? 0) - (vocabulary.frequency.get(a.word) ?? 0) || a.word.localeCompare(b.word))
    .slice(0, limit)
    .map((f) => f.word);
}

function hasPrefix(vocabulary: Vocabulary, prefix: string): boolean {
  for (const word of vocabulary.words) if (word.length > prefix.length && word.startsWith(prefix)) return true;
  return false;
}

/** Words of a search that are looked at (the rest of a long search is ignored). */
const MAX_SEARCH_WORDS = 10;

export function parseSearch(vocabulary: Vocabulary, text: string): ParsedSearch {
  const words = [...new Set(searchWords(text))].slice(0, MAX_SEARCH_WORDS);
  const terms: SearchTerm[] = [];
  const corrections: ParsedSearch['corrections'] = [];
  const unmatched: string[] = [];
  words.forEach((word, index) => {
    const isLast = index === words.length - 1;
    // The word being typed (the last one) also matches longer words: autocomplete.
    const prefix = isLast && word.length >= 3 && hasPrefix(vocabulary, word) ? word : null;
    if (vocabulary.frequency.has(word)) {
      terms.push({ words: [word], prefix });
      return;
    }
    if (word.length >= 3 && hasPrefix(vocabulary, word)) {
      terms.push({ words: [], prefix: word });
      return;
    }
    const replacements = closeWords(vocabulary, word, allowedTypos(word));
    if (replacements.length) {
      corrections.push({ word, replacements });
      terms.push({ words: replacements, prefix: null });
      return;
    }
    unmatched.push(word);
  });
  return { terms, normalized: words.join(' '), corrections, unmatched };
}

/** Alternative search texts for a search without results ("Did you mean"), from words two edits away. */
export function suggestSearches(vocabulary: Vocabulary, text: string, limit = 3): string[] {
  const words = searchWords(text).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return [];
  const suggestions = new Set<string>();
  words.forEach((word, index) => {
    if (vocabulary.frequency.has(word)) return;
    for (const replacement of closeWords(vocabulary, word, Math.max(1, Math.min(2, allowedTypos(word) + 1)), limit)) {
      const candidate = [...words];
      candidate[index] = replacement;
      suggestions.add(candidate.join(' '));
    }
  });
  return [...suggestions].slice(0, limit);
}

/**
 * Text normalisation shared by the search index (built at seed/import time) and the search query:
 * both sides must cut words the same way, so the document and the query meet in one vocabulary.
 */

/** Lower case, diacritics removed (ă→a, ș/ş→s, ț/ţ→t, î→i), every other character a space. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text after normalisation, in order, duplicates kept. */
export function searchWords(text: string): string[] {
  const normalized = normalizeSearchText(text);
  return normalized ? normalized.split(' ') : [];
}

/** A URL key from a product or category name: 'Proteină din zer 2270 g' → 'proteina-din-zer-2270-g'. */
export function slugify(text: string): string {
  return normalizeSearchText(text.replace(/&/g, ' ')).replace(/ /g, '-');
}

/**
 * In-memory listing engine: what Magento delegates to Elasticsearch/OpenSearch. Per store view, the
 * listing index (catalog_product_index + catalog_search) is loaded once per index version into
 * column arrays, inverted lists and presorted orders; filtering, layered-navigation counts, sorting,
 * paging and full-text matching then cost a pass over the candidate rows in JavaScript (about a
 * millisecond for 50,000 products) instead of several table scans in the database.
 */
import type { Queryable } from '../db/client';
import { loadListingRows } from '../repositories/catalogSnapshot';
import { cachedCatalogValue } from './catalogCache';
import { buildVocabulary, type SearchTerm, type Vocabulary } from './search';

export type Facet = 'category' | 'brand' | 'aroma' | 'price' | 'promotion';
export type SortKey = 'relevance' | 'position' | 'name' | 'price';
export interface SortOrder {
  key: SortKey;
  direction: 'ASC' | 'DESC';
}

export interface ListingFilter {
  storeId: number;
  /** Product in any of these categories (anchor ancestors are part of the index). */
  categoryIds?: number[];
  productIds?: number[];
  skus?: string[];
  urlKeys?: string[];
  /** Every word must appear in the normalised name. */
  nameWords?: string[];
  priceFrom?: number | null;
  priceTo?: number | null;
  brandIds?: number[];
  aromaIds?: number[];
  promotionIds?: number[];
  /** Full-text terms (services/search.ts): every term must match one of its words. */
  search?: { terms: SearchTerm[]; normalized: string } | null;
}

interface Postings {
  rows: Int32Array;
  weights: Uint8Array;
}

export interface ListingSnapshot {
  size: number;
  productId: Int32Array;
  price: Float64Array;
  brand: Int32Array;
  promotion: Int32Array;
  sku: string[];
  urlKey: string[];
  nameSort: string[];
  skuNorm: string[];
  nameNorm: string[];
  /** Compressed rows: categories of row r are categoryValues[categoryStart[r] .. categoryStart[r + 1]). */
  categoryStart: Int32Array;
  categoryValues: Int32Array;
  aromaStart: Int32Array;
  aromaValues: Int32Array;
  rowsByCategory: Map<number, Int32Array>;
  rowByProduct: Map<number, number>;
  maxCategoryId: number;
  maxOptionId: number;
  maxPriceBucket: number;
  /** Rows are stored in position order; these are the row orders for the other sort keys. */
  byPrice: Int32Array;
  byName: Int32Array;
  postings: Map<string, Postings>;
  /** Vocabulary words in code-unit order, for prefix ranges. */
  sortedWords: string[];
  vocabulary: Vocabulary;
}

const WEIGHT: Record<string, number> = { A: 8, B: 4, C: 2, D: 1 };
const NONE = -1;

function compress(lists: ReadonlyArray<readonly number[]>): { start: Int32Array; values: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  let total = 0;
  lists.forEach((list, i) => {
    start[i] = total;
    total += list.length;
  });
  start[lists.length] = total;
  const values = new Int32Array(total);
  lists.forEach((list, i) => values.set(list, start[i]));
  return { start, values };
}

/** The largest value, at least 0 (no spread: arrays here hold up to hundreds of thousands of values). */
function largest(values: Iterable<number>): number {
  let max = 0;
  for (const value of values) if (value > max) max = value;
  return max;
}

/** Builds the snapshot of a store view from its listing rows (ordered by position). */
export function buildSnapshot(rows: Awaited<ReturnType<typeof loadListingRows>>): ListingSnapshot {
  const size = rows.length;
  const productId = new Int32Array(size);
  const price = new Float64Array(size);
  const brand = new Int32Array(size);
  const promotion = new Int32Array(size);
  const rowByProduct = new Map<number, number>();
  const categoryRows = new Map<number, number[]>();
  const wordRows = new Map<string, { rows: number[]; weights: number[] }>();
  const wordPattern = /'([^']+)':([0-9ABCD,]+)/g;
  rows.forEach((row, r) => {
    productId[r] = row.product_id;
    price[r] = row.min_price;
    brand[r] = row.brand_option_id ?? NONE;
    promotion[r] = row.promotion_option_id ?? NONE;
    rowByProduct.set(row.product_id, r);
    for (const categoryId of row.category_ids) {
      const list = categoryRows.get(categoryId);
      if (list) list.push(r);
      else categoryRows.set(categoryId, [r]);
    }
    for (const match of row.document.matchAll(wordPattern)) {
      let weight = 0;
      for (const position of match[2].split(',')) {
        const letter = position[position.length - 1];
        weight = Math.max(weight, WEIGHT[letter] ?? WEIGHT.D);
      }
      const entry = wordRows.get(match[1]);
      if (entry) {
        entry.rows.push(r);
        entry.weights.push(weight);
      } else {
        wordRows.set(match[1], { rows: [r], weights: [weight] });
      }
    }
  });
  const categories = compress(rows.map((r) => r.category_ids));
  const aromas = compress(rows.map((r) => r.aroma_option_ids));
  const order = (compare: (a: number, b: number) => number) => Int32Array.from(rows.keys()).sort(compare);
  const nameSort = rows.map((r) => r.name_sort);
  const postings = new Map<string, Postings>();
  for (const [word, entry] of wordRows) postings.set(word, { rows: Int32Array.from(entry.rows), weights: Uint8Array.from(entry.weights) });
  const vocabulary = buildVocabulary([...wordRows.entries()].map(([word, entry]) => ({ word, document_count: entry.rows.length })));
  return {
    size,
    productId,
    price,
    brand,
    promotion,
    sku: rows.map((r) => r.sku),
    urlKey: rows.map((r) => r.url_key),
    nameSort,
    skuNorm: rows.map((r) => r.sku_norm),
    nameNorm: rows.map((r) => r.name_norm),
    categoryStart: categories.start,
    categoryValues: categories.values,
    aromaStart: aromas.start,
    aromaValues: aromas.values,
    rowsByCategory: new Map([...categoryRows].map(([id, list]) => [id, Int32Array.from(list)])),
    rowByProduct,
    maxCategoryId: largest(categoryRows.keys()),
    maxOptionId: Math.max(largest(brand), largest(promotion), largest(aromas.values)),
    maxPriceBucket: Math.floor(largest(price) / 10),
    byPrice: order((a, b) => price[a] - price[b] || a - b),
    byName: order((a, b) => (nameSort[a] < nameSort[b] ? -1 : nameSort[a] > nameSort[b] ? 1 : a - b)),
    postings,
    sortedWords: [...vocabulary.words].sort(),
    vocabulary
  };
}

/** The listing snapshot of a store view, from the process cache. */
export function listingSnapshot(db: Queryable, storeId: number): Promise<ListingSnapshot> {
  return cachedCatalogValue(db, `listing:${storeId}`, async () => buildSnapshot(await loadListingRows(db, storeId)));
}

/** Vocabulary words starting with `prefix`, from the sorted word list. */
export function wordsWithPrefix(snapshot: ListingSnapshot, prefix: string): string[] {
  const words = snapshot.sortedWords;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid] < prefix) low = mid + 1;
    else high = mid;
  }
  const found: string[] = [];
  for (let i = low; i < words.length && words[i].startsWith(prefix); i++) found.push(words[i]);
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Evaluation
// ---------------------------------------------------------------------------------------------------

/** Facet filter bits: a row failing only its own facet's filter still counts for that facet. */
const BIT: Record<'brand' | 'aroma' | 'price' | 'promotion', number> = { brand: 1, aroma: 2, price: 4, promotion: 8 };

interface Evaluation {
  /** Rows passing every non-facet condition (category, search, SKU, URL key, name, new). */
  candidates: Int32Array;
  /** Failed facet filters per candidate (BIT flags). */
  failed: Uint8Array;
  /** Search score per row (only with a search). */
  score: Float32Array | null;
}

function searchScores(snapshot: ListingSnapshot, terms: readonly SearchTerm[]): Float32Array | null {
  const total = new Float32Array(snapshot.size);
  const matchedTerms = new Uint8Array(snapshot.size);
  for (const term of terms) {
    const words = new Set(term.words);
    if (term.prefix) for (const word of wordsWithPrefix(snapshot, term.prefix)) words.add(word);
    const best = new Uint8Array(snapshot.size);
    for (const word of words) {
      const list = snapshot.postings.get(word);
      if (!list) continue;
      // A whole-word hit outranks a prefix completion of the same field.
      const exact = term.words.includes(word) || word === term.prefix;
      for (let i = 0; i < list.rows.length; i++) {
        const weight = exact ? list.weights[i] * 2 : list.weights[i];
        if (weight > best[list.rows[i]]) best[list.rows[i]] = weight;
      }
    }
    for (let r = 0; r < snapshot.size; r++) {
      if (best[r]) {
        total[r] += best[r];
        matchedTerms[r]++;
      }
    }
  }
  for (let r = 0; r < snapshot.size; r++) if (matchedTerms[r] !== terms.length) total[r] = 0;
  return total;
}

/** A listing's filter is evaluated once per request: the page and the aggregations share the result. */
const evaluations = new WeakMap<ListingFilter, { snapshot: ListingSnapshot; evaluation: Evaluation }>();

function evaluate(snapshot: ListingSnapshot, filter: ListingFilter): Evaluation {
  const cached = evaluations.get(filter);
  if (cached && cached.snapshot === snapshot) return cached.evaluation;
  const evaluation = evaluateFilter(snapshot, filter);
  evaluations.set(filter, { snapshot, evaluation });
  return evaluation;
}

function evaluateFilter(snapshot: ListingSnapshot, filter: ListingFilter): Evaluation {
  const score = filter.search ? searchScores(snapshot, filter.search.terms) : null;
  let base: Int32Array;
  if (filter.categoryIds?.length) {
    if (filter.categoryIds.length === 1) {
      base = snapshot.rowsByCategory.get(filter.categoryIds[0]) ?? new Int32Array(0);
    } else {
      const rows = new Set<number>();
      for (const id of filter.categoryIds) for (const r of snapshot.rowsByCategory.get(id) ?? []) rows.add(r);
      base = Int32Array.from([...rows].sort((a, b) => a - b));
    }
  } else if (filter.productIds) {
    base = Int32Array.from(filter.productIds.map((id) => snapshot.rowByProduct.get(id)).filter((r): r is number => r !== undefined)).sort();
  } else {
    base = Int32Array.from({ length: snapshot.size }, (_, r) => r);
  }
  const productIds = filter.productIds && new Set(filter.productIds);
  const skus = filter.skus && new Set(filter.skus);
  const urlKeys = filter.urlKeys && new Set(filter.urlKeys);
  const brands = filter.brandIds && new Set(filter.brandIds);
  const aromas = filter.aromaIds && new Set(filter.aromaIds);
  const promotions = filter.promotionIds && new Set(filter.promotionIds);
  const { priceFrom, priceTo, nameWords } = filter;
  const hasPrice = priceFrom != null || priceTo != null;

  const candidates: number[] = [];
  const failed: number[] = [];
  for (let i = 0; i < base.length; i++) {
    const r = base[i];
    if (score && score[r] === 0) continue;
    if (productIds && !productIds.has(snapshot.productId[r])) continue;
    if (skus && !skus.has(snapshot.sku[r])) continue;
    if (urlKeys && !urlKeys.has(snapshot.urlKey[r])) continue;
    if (nameWords && !nameWords.every((w) => snapshot.nameSort[r].includes(w))) continue;
    let bits = 0;
    if (brands && !brands.has(snapshot.brand[r])) bits |= BIT.brand;
    if (promotions && !promotions.has(snapshot.promotion[r])) bits |= BIT.promotion;
    if (hasPrice && ((priceFrom != null && snapshot.price[r] < priceFrom) || (priceTo != null && snapshot.price[r] > priceTo))) bits |= BIT.price;
    if (aromas) {
      let hit = false;
      for (let k = snapshot.aromaStart[r]; k < snapshot.aromaStart[r + 1] && !hit; k++) hit = aromas.has(snapshot.aromaValues[k]);
      if (!hit) bits |= BIT.aroma;
    }
    // A row failing two facet filters counts for none of them.
    if (bits & (bits - 1)) continue;
    candidates.push(r);
    failed.push(bits);
  }
  return { candidates: Int32Array.from(candidates), failed: Uint8Array.from(failed), score };
}

/**
 * The k rows with the smallest key (ties: smaller row, i.e. earlier position), in order, without sorting
 * every match: a search for "prot" matches thousands of products and shows three.
 */
function topK(rows: readonly number[], key: (index: number) => number, k: number): number[] {
  const chosen: number[] = []; // indexes into rows, kept sorted by (key, row)
  const before = (a: number, b: number) => key(a) < key(b) || (key(a) === key(b) && rows[a] < rows[b]);
  for (let i = 0; i < rows.length; i++) {
    if (chosen.length === k && !before(i, chosen[k - 1])) continue;
    let at = chosen.length === k ? k - 1 : chosen.length;
    while (at > 0 && before(i, chosen[at - 1])) at--;
    chosen.splice(at, 0, i);
    if (chosen.length > k) chosen.pop();
  }
  return chosen.map((i) => rows[i]);
}

export interface ListingPage {
  productIds: number[];
  total: number;
}

/** One page of matching product ids in sort order, and the number of matches. */
export function queryListing(
  snapshot: ListingSnapshot, filter: ListingFilter, sort: readonly SortOrder[], pageSize: number, currentPage: number
): ListingPage {
  const { candidates, failed, score } = evaluate(snapshot, filter);
  const matches: number[] = [];
  for (let i = 0; i < candidates.length; i++) if (failed[i] === 0) matches.push(candidates[i]);
  const offset = (currentPage - 1) * pageSize;
  const total = matches.length;
  if (offset >= total) return { productIds: [], total };

  const single = sort.length === 1 ? sort[0] : null;
  let ordered: number[];
  if (single && single.key !== 'relevance') {
    // Walk the presorted order and keep matches: no sort at query time.
    const isMatch = new Uint8Array(snapshot.size);
    for (const r of matches) isMatch[r] = 1;
    const order = single.key === 'price' ? snapshot.byPrice : single.key === 'name' ? snapshot.byName : null;
    ordered = [];
    const wanted = offset + pageSize;
    const step = single.direction === 'DESC' ? -1 : 1;
    for (let i = step === 1 ? 0 : snapshot.size - 1; i >= 0 && i < snapshot.size && ordered.length < wanted; i += step) {
      const r = order ? order[i] : i;
      if (isMatch[r]) ordered.push(r);
    }
  } else if (single && score) {
    // Relevance: exact SKU, exact name, name starting with the text, then the text score; ties by position.
    const normalized = filter.search?.normalized ?? '';
    const rank = new Float64Array(matches.length);
    matches.forEach((r, i) => {
      rank[i] = (snapshot.skuNorm[r] === normalized ? 4e6 : 0) + (snapshot.nameNorm[r] === normalized ? 2e6 : 0) +
        (snapshot.nameNorm[r].startsWith(normalized) ? 1e6 : 0) + score[r];
    });
    const sign = single.direction === 'DESC' ? -1 : 1;
    ordered = topK(matches, (i) => sign * rank[i], offset + pageSize);
  } else {
    const compare = (a: number, b: number): number => {
      for (const { key, direction } of sort) {
        const sign = direction === 'DESC' ? -1 : 1;
        let diff = 0;
        if (key === 'relevance' && score) diff = score[a] - score[b];
        else if (key === 'price') diff = snapshot.price[a] - snapshot.price[b];
        else if (key === 'name') diff = snapshot.nameSort[a] < snapshot.nameSort[b] ? -1 : snapshot.nameSort[a] > snapshot.nameSort[b] ? 1 : 0;
        else if (key === 'position') diff = a - b;
        if (diff !== 0) return sign * diff;
      }
      return a - b;
    };
    ordered = matches.sort(compare);
  }
  return { productIds: ordered.slice(offset, offset + pageSize).map((r) => snapshot.productId[r]), total };
}

/** Counts per facet value: category id, option id, or price in 10-RON buckets (floor(price / 10)). */
export type FacetCounts = Map<Facet, Map<number, number>>;

/**
 * Layered-navigation counts. A facet with an active filter of its own counts the rows that fail only
 * that filter too (its other options stay selectable); the others count the full matches.
 */
export function countFacets(snapshot: ListingSnapshot, filter: ListingFilter): FacetCounts {
  const { candidates, failed } = evaluate(snapshot, filter);
  // Dense counters: category and option ids are small integers, prices a few hundred 10-RON buckets.
  const counters = {
    category: new Int32Array(snapshot.maxCategoryId + 1),
    brand: new Int32Array(snapshot.maxOptionId + 1),
    promotion: new Int32Array(snapshot.maxOptionId + 1),
    aroma: new Int32Array(snapshot.maxOptionId + 1),
    price: new Int32Array(snapshot.maxPriceBucket + 1)
  };
  for (let i = 0; i < candidates.length; i++) {
    const r = candidates[i];
    const bits = failed[i];
    if (bits === 0) {
      for (let k = snapshot.categoryStart[r]; k < snapshot.categoryStart[r + 1]; k++) counters.category[snapshot.categoryValues[k]]++;
    }
    if ((bits === 0 || bits === BIT.brand) && snapshot.brand[r] !== NONE) counters.brand[snapshot.brand[r]]++;
    if ((bits === 0 || bits === BIT.promotion) && snapshot.promotion[r] !== NONE) counters.promotion[snapshot.promotion[r]]++;
    if (bits === 0 || bits === BIT.price) counters.price[Math.floor(snapshot.price[r] / 10)]++;
    if (bits === 0 || bits === BIT.aroma) {
      for (let k = snapshot.aromaStart[r]; k < snapshot.aromaStart[r + 1]; k++) counters.aroma[snapshot.aromaValues[k]]++;
    }
  }
  const counts: FacetCounts = new Map();
  for (const facet of ['category', 'brand', 'aroma', 'price', 'promotion'] as const) {
    const map = new Map<number, number>();
    counters[facet].forEach((count, value) => {
      if (count) map.set(value, count);
    });
    counts.set(facet, map);
  }
  return counts;
}

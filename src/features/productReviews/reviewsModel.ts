// Paths and paging of the product reviews page (/recenzie-produse, /recenzie-produse/<url_key>).

export const REVIEWS_ROUTE = '/recenzie-produse';
export const PAGE_PARAM = 'page';
/** Reviews per page of the reviews pages. */
export const REVIEWS_PAGE_SIZE = 10;

/** The product URL key in the part of the path after /recenzie-produse/ ('whey-gold.html/x' → 'whey-gold'). */
export function productUrlKeyOf(rest: string | undefined): string {
  const first = (rest ?? '').split('/').find(Boolean) ?? '';
  let decoded = first;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    // A stray % is kept as typed.
  }
  return decoded.replace(/\.html?$/i, '').trim().toLowerCase();
}

/** ?page=N, 1 when missing or not a positive whole number. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The same path with ?page=N (page 1 has no parameter); other parameters kept. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** In-store path of a product's reviews on this page. */
export function productReviewsPath(urlKey: string): string {
  return `${REVIEWS_ROUTE}/${encodeURIComponent(urlKey)}`;
}

// The page's first answers, written into index.html by the server: the route of the path and the
// GraphQL answers the page asks for first (planned by pagePlan.ts, with the same documents and
// variables as the page's talons). The SPA seeds its route cache with the route and lets
// PreloadedAnswersLink answer those queries once, so the first page renders without waiting for the
// network. Not JavaScript (type application/json), so the CSP's script-src does not apply.
import type { ResolveUrlQuery } from '../MagentoRoute/magentoRoute.generated';

export const PAGE_DATA_ELEMENT_ID = 'page-data';
export const PAGE_DATA_VERSION = 1;

export interface PreloadedAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface PageData {
  version: number;
  /** pathname + search of the page the answers were made for. */
  path: string;
  /** Store view code the answers are in. */
  store: string;
  /** The route answer for the path inside the store view, when the path is not one of the SPA's own pages. */
  route?: { url: string; data: ResolveUrlQuery };
  answers: PreloadedAnswer[];
  /**
   * Which retailer extensions the store view's back end has (src/lib/capabilities), by name; absent
   * when the server could not tell.
   */
  extensions?: Record<string, boolean>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAnswer(value: unknown): value is PreloadedAnswer {
  return isRecord(value) && typeof value.operationName === 'string' && isRecord(value.variables) && isRecord(value.data);
}

/** The payload if it is well formed and made for this very page and store view, else null. */
export function parsePageData(text: string, expected: { path: string; store: string }): PageData | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== PAGE_DATA_VERSION) return null;
  if (parsed.path !== expected.path || parsed.store !== expected.store) return null;
  if (!Array.isArray(parsed.answers) || !parsed.answers.every(isAnswer)) return null;
  const extensions = parsed.extensions;
  if (extensions !== undefined && !(isRecord(extensions) && Object.values(extensions).every((value) => typeof value === 'boolean'))) return null;
  const route = parsed.route;
  if (route !== undefined && !(isRecord(route) && typeof route.url === 'string' && isRecord(route.data) && 'route' in route.data)) {
    return null;
  }
  return parsed as unknown as PageData;
}

/**
 * Reads (and removes) the page's data element. A page restored from a cache other than the server's
 * answer for this URL (the service worker's shell) has none, or one for another path: then null.
 */
export function takePageData(expected: { path: string; store: string }, doc: Document = document): PageData | null {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  const text = element.textContent ?? '';
  element.remove();
  return parsePageData(text, expected);
}

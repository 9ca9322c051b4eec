/**
 * URL helpers: store-view prefixes (Romanian `default` at unprefixed paths, English `en_storeview`
 * under /en), external-link detection and relative URLs for client redirects.
 */
import { DEFAULT_STORE_VIEW, storeViewByCode, storeViewByPrefix } from './storeViews';

export type StoreCode = string;

export interface StoreFromPath {
  code: StoreCode;
  /** 'en' or '' */
  prefix: string;
  /** The path without the store prefix, always starting with '/'. */
  rest: string;
}

export const DEFAULT_STORE_CODE = DEFAULT_STORE_VIEW.code;

export function getStoreFromPath(pathname: string): StoreFromPath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  if (match) {
    const code = storeViewByPrefix(match[1])?.code;
    if (code) {
      const rest = match[2] === '' || !match[2].startsWith('/') ? `/${match[2]}` : match[2];
      return { code, prefix: match[1], rest };
    }
  }
  return { code: DEFAULT_STORE_CODE, prefix: '', rest: path };
}

export function getStoreCodeForPath(pathname: string): StoreCode {
  return getStoreFromPath(pathname).code;
}

export function getStorePrefix(storeCode: StoreCode): string {
  return storeViewByCode(storeCode).prefix;
}

export function stripStorePrefix(path: string): string {
  return getStoreFromPath(path).rest;
}

/** The same page in another store view: '/en/x' → '/x' for default, '/x' → '/en/x' for en_storeview. */
export function toStorePath(path: string, storeCode: StoreCode): string {
  const rest = stripStorePrefix(path);
  const prefix = getStorePrefix(storeCode);
  if (!prefix) return rest;
  return rest === '/' ? `/${prefix}` : `/${prefix}${rest}`;
}

function currentHost(): string {
  return typeof window !== 'undefined' ? window.location.host : '';
}

/** A link to another host is external; anything else (relative, same host) is an in-app path. */
export function isExternalUrl(url: string, host: string = currentHost()): boolean {
  if (!url) return false;
  // The common case, a path on this site ('/proteine.html', '?page=2', '#top'), needs no URL parsing.
  if (/^([/?#](?!\/)|\.)/.test(url)) return false;
  if (/^(mailto|tel|sms|whatsapp):/i.test(url)) return true;
  try {
    const parsed = new URL(url, `http://${host || 'localhost'}`);
    return parsed.host !== (host || 'localhost');
  } catch {
    return false;
  }
}

// A path the URL parser would give back unchanged: from the root (not '//' or '/\'), only characters
// it never escapes, no '.' or '..' segment (nor their %2e forms).
const PLAIN_PATH = /^\/(?![/\\])[\w\-.~!$&()*+,;=:@%/?#]*$/;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:[/?#]|$)/i;

/** Path, query and hash of a URL on this host ('https://shop.ro/a?b#c' → '/a?b#c'). */
export function toRelativeUrl(url: string): string {
  // The common case (every Link's path, a menu's hundreds of them) without a URL object each.
  if (PLAIN_PATH.test(url) && !DOT_SEGMENT.test(url.replace(/[?#].*$/, ''))) return url;
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}

/** Builds a URL with query parameters, skipping undefined and null values. */
export function withQuery(
  path: string,
  params: Readonly<Record<string, string | number | boolean | null | undefined>>
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

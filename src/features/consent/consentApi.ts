// The retailer's cookie consent calls, all on the site's origin:
//   GET {base}datalayer/index/cookieContent → {data: {cookieContent: "<banner HTML>"}}
//   GET {base}datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1..n]={category}
//       → {category: true, ...} for each accepted category
//   GET {base}datalayer/index/cookie/?decline=true
// Failures are silently ignored: the shopper's choice still counts in the browser.
import type { RestClient } from '../../api/rest';
import { CONSENT_GRANTED_MARKER, normalizeCategories, type OptionalConsentCategory } from './consentModel';

export const DEFAULT_CONSENT_BASE = '/';

export function cookieContentUrl(base: string = DEFAULT_CONSENT_BASE): string {
  return `${base}datalayer/index/cookieContent`;
}

/** PHP-style list parameters, brackets unescaped as the Magento module reads them. */
export function acceptUrl(categories: readonly OptionalConsentCategory[], base: string = DEFAULT_CONSENT_BASE): string {
  const names = [CONSENT_GRANTED_MARKER, ...normalizeCategories(categories)];
  const query = names.map((name, index) => `cookie[${index}]=${encodeURIComponent(name)}`).join('&');
  return `${base}datalayer/index/cookie/?${query}`;
}

export function declineUrl(base: string = DEFAULT_CONSENT_BASE): string {
  return `${base}datalayer/index/cookie/?decline=true`;
}

export interface ConsentApi {
  /** The banner HTML, or null when the call failed or answered something else. */
  fetchContent(): Promise<string | null>;
  /** The categories the server confirmed, or null when the call failed. */
  accept(categories: readonly OptionalConsentCategory[]): Promise<OptionalConsentCategory[] | null>;
  decline(): Promise<void>;
}

export function createConsentApi(rest: Pick<RestClient, 'get'>, base: string = DEFAULT_CONSENT_BASE): ConsentApi {
  return {
    async fetchContent() {
      try {
        const body = await rest.get<{ data?: { cookieContent?: unknown } } | null>(cookieContentUrl(base));
        const html = body?.data?.cookieContent;
        return typeof html === 'string' && html.trim() ? html : null;
      } catch {
        return null;
      }
    },
    async accept(categories) {
      try {
        const body = await rest.get<unknown>(acceptUrl(categories, base));
        if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
        return normalizeCategories(Object.keys(body));
      } catch {
        return null;
      }
    },
    async decline() {
      try {
        await rest.get(declineUrl(base));
      } catch {
        // Cookie call failures are silently ignored.
      }
    }
  };
}

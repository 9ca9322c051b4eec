/**
 * Cookie consent endpoints of the retailer's Magento "datalayer" module:
 * - GET /datalayer/index/cookieContent → {data: {cookieContent: "<banner HTML>"}} in the language of the
 *   store view (Store header, or ?store=);
 * - GET /datalayer/index/cookie/?cookie[0]=cookieConsentGranted&cookie[1]=analytics... saves the choice
 *   in a first-party cookie `cookieConsent` (a year) and answers {category: true} for each accepted one;
 *   ?decline=true keeps only the necessary cookies and answers {}.
 * The choice lives only in the shopper's browser: nothing is stored on the server.
 * No database is needed, so the endpoints answer in proxy mode too.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const CONSENT_COOKIE_NAME = 'cookieConsent';
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;
/** What a shopper may accept; anything else in the request is ignored. */
export const CONSENT_CATEGORIES = ['necessary', 'preferences', 'analytics', 'marketing', 'cookieConsentGranted'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

const ENGLISH_STORE_CODE = 'en_storeview';

const BANNER_HTML = {
  ro: [
    '<div class="cookie-consent-text">',
    '<p><strong>Folosim cookie-uri</strong></p>',
    '<p>Folosim cookie-uri strict necesare pentru funcționarea magazinului (coș, autentificare, securitate). ',
    'Doar cu acordul tău folosim și cookie-uri de preferințe, de analiză a traficului și de marketing. ',
    'Poți schimba oricând alegerea din „Setări cookie-uri”, în subsolul paginii.</p>',
    '<p><a href="/politica-de-cookies">Află mai multe în Politica de cookie-uri</a></p>',
    '</div>'
  ].join(''),
  en: [
    '<div class="cookie-consent-text">',
    '<p><strong>We use cookies</strong></p>',
    '<p>We use strictly necessary cookies to run the shop (cart, sign-in, security). ',
    'Only with your consent we also use preference, traffic analysis and marketing cookies. ',
    'You can change your choice at any time under “Cookie Settings” in the page footer.</p>',
    '<p><a href="/en/politica-de-cookies">Read more in our Cookie Policy</a></p>',
    '</div>'
  ].join('')
} as const;

const firstString = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
};

/** The banner HTML for a store view code: English for en_storeview, Romanian otherwise. */
export function cookieContentFor(storeCode: string | undefined): string {
  return storeCode === ENGLISH_STORE_CODE ? BANNER_HTML.en : BANNER_HTML.ro;
}

/**
 * The categories named in a query string. Fastify's parser leaves PHP-style keys as they are
 * (`cookie[0]`, `cookie[]`), so every spelling is read: cookie[n], cookie[] and cookie.
 */
export function requestedCategories(query: Readonly<Record<string, unknown>>): ConsentCategory[] {
  const names: string[] = [];
  const keys = Object.keys(query)
    .filter((key) => /^cookie(\[\d*\])?$/.test(key))
    .sort((a, b) => Number(/\d+/.exec(a)?.[0] ?? 0) - Number(/\d+/.exec(b)?.[0] ?? 0));
  for (const key of keys) {
    const value = query[key];
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string') names.push(item.trim());
  }
  const accepted = names.filter((name): name is ConsentCategory => (CONSENT_CATEGORIES as readonly string[]).includes(name));
  return [...new Set(accepted)];
}

function consentCookie(request: FastifyRequest, categories: readonly string[]): string {
  const value = encodeURIComponent([...new Set(['necessary', ...categories])].join(','));
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${CONSENT_COOKIE_NAME}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export default async function datalayerPlugin(app: FastifyInstance): Promise<void> {
  app.get('/datalayer/index/cookieContent', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const storeCode = firstString(request.headers.store) ?? firstString(query.store);
    reply.header('cache-control', 'public, max-age=3600').header('vary', 'Store');
    return { data: { cookieContent: cookieContentFor(storeCode) } };
  });

  const saveChoice = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const declined = ['true', '1'].includes(firstString(query.decline)?.toLowerCase() ?? '');
    const accepted = declined ? [] : requestedCategories(query);
    reply.header('cache-control', 'private, no-store').header('set-cookie', consentCookie(request, accepted));
    return Object.fromEntries(accepted.map((category) => [category, true]));
  };
  app.get('/datalayer/index/cookie', saveChoice);
  app.get('/datalayer/index/cookie/', saveChoice);
}

// The home page's structured data, the same in the browser and in the head the server sends: the
// store as an Organization (name, home, logo) and the site as a WebSite whose search Google may offer
// under the result (SearchAction, the store's search page).
import { toAbsoluteUrl, type JsonLd } from '../../../components/Head';
import { inStore, type ActiveStoreView } from '../../../components/storeView';

/** The store's logo for search engines (public/icons; square, at least 112 px). */
const LOGO_PATH = '/icons/icon-512.png';

export function homeJsonLd({ name, view, origin }: { name: string; view: Pick<ActiveStoreView, 'basePath' | 'homePath'>; origin: string }): JsonLd[] {
  const home = toAbsoluteUrl(view.homePath, origin);
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', name, url: home, logo: toAbsoluteUrl(LOGO_PATH, origin) },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name,
      url: home,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${toAbsoluteUrl(inStore(view, '/search.html'), origin)}?query={search_term_string}` },
        'query-input': 'required name=search_term_string'
      }
    }
  ];
}

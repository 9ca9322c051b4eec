// The home page's structured data, the same in the browser and in the head the server sends: the
// store as an Organization (name, home, logo) and the site as a WebSite whose search Google may offer
// under the result (SearchAction, the store's search page); and the picture of its link preview, the
// hero's first banner (or the promotion that replaces them).
import { SHARE_IMAGE_WIDTH, toAbsoluteUrl, type JsonLd } from '../../../components/Head';
import { inStore, type ActiveStoreView } from '../../../components/storeView';
import { resourceUrl } from '../../../lib/resourceUrl';
import type { GetHomeHeroQuery } from './home.generated';
import { heroContent } from './heroRules';

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

/** The home's link-preview picture: the hero's first image, 1200 wide; null without one. */
export function homeShareImage(hero: Pick<GetHomeHeroQuery, 'mpBannerSlider' | 'activePromo'> | null | undefined, origin: string): string | null {
  if (!hero) return null;
  const content = heroContent(hero.mpBannerSlider?.items, hero.activePromo);
  const src = content.kind === 'promo' ? content.image : content.banners[0]?.image;
  return src ? toAbsoluteUrl(resourceUrl(src, { type: 'image-product', width: SHARE_IMAGE_WIDTH }), origin) : null;
}

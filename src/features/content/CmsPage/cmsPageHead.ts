// A CMS page's head, the same on the server (the page planner) and in the browser: its meta title (else
// its title), meta description, canonical URL (the home page's is the view's home) and link preview.
import type { DocumentHead } from '../../../components/Head/useDocumentHead';
import { inStore, type ActiveStoreView } from '../../../components/storeView';

export const HOME_PAGE_IDENTIFIER = 'home';

export interface CmsHeadInput {
  title: string | null;
  meta_title: string | null;
  meta_description: string | null;
  url_key: string | null;
}

export function cmsPageHead(
  page: CmsHeadInput,
  identifier: string,
  view: Pick<ActiveStoreView, 'basePath' | 'homePath'>,
  /** The link preview's picture (the home's hero banner), when the page has one. */
  shareImage: string | null = null
): DocumentHead {
  return {
    title: page.meta_title?.trim() || page.title?.trim() || null,
    description: page.meta_description?.trim() || null,
    canonical: identifier === HOME_PAGE_IDENTIFIER ? view.homePath : inStore(view, `/${page.url_key ?? identifier}`),
    share: { type: 'website', image: shareImage }
  };
}

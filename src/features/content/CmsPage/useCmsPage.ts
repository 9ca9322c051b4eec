import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { usePageFetchPolicy } from '../../../api/apollo/usePageFetchPolicy';
import { useStoreView } from '../../../components/storeView';
import { GetCmsPageDocument } from './cmsPage.generated';
import type { DocumentHead } from '../../../components/Head';
import { HERO_SLIDER_ID } from '../Home/heroRules';
import { GetHomeHeroDocument } from '../Home/home.generated';
import { homeShareImage } from '../Home/homeHead';
import { cmsPageHead, HOME_PAGE_IDENTIFIER } from './cmsPageHead';

const HERO_VARIABLES = { sliderId: HERO_SLIDER_ID };

export interface CmsPageTalon {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  isHome: boolean;
  /** The visible heading: content_heading, else the title. */
  heading: string;
  /** Whether to render the heading: the content has no <h1> of its own. */
  showHeading: boolean;
  /** The page's head, as the server sends it. */
  head: DocumentHead;
  content: string;
}

export function useCmsPage(identifier: string): CmsPageTalon {
  const view = useStoreView();
  const variables = useMemo(() => ({ identifier }), [identifier]);
  const fetchPolicy = usePageFetchPolicy(GetCmsPageDocument, variables, 'cache-and-network');
  const { data, loading, error } = useQuery(GetCmsPageDocument, { variables, fetchPolicy });
  const page = data?.cmsPage;
  const title = page?.title?.trim() ?? '';
  const content = page?.content ?? '';
  const isHome = identifier === HOME_PAGE_IDENTIFIER;
  // The home's link preview shows its hero: the hero's own answer, read from the cache (never asked here).
  const { data: hero } = useQuery(GetHomeHeroDocument, { variables: HERO_VARIABLES, fetchPolicy: 'cache-only', skip: !isHome });
  const head = page ? cmsPageHead(page, identifier, view, isHome ? homeShareImage(hero, window.location.origin) : null) : null;
  return {
    isLoading: loading && !page,
    hasError: Boolean(error) && !page,
    isMissing: !loading && !error && !page,
    isHome,
    heading: page?.content_heading?.trim() || title,
    showHeading: isHome || !/<h1[\s>]/i.test(content),
    head: head ?? {},
    content
  };
}

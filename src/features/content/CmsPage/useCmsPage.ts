import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { usePageFetchPolicy } from '../../../api/apollo/usePageFetchPolicy';
import { inStore, useStoreView } from '../../../components/storeView';
import { GetCmsPageDocument } from './cmsPage.generated';

export const HOME_PAGE_IDENTIFIER = 'home';

export interface CmsPageTalon {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  isHome: boolean;
  /** The visible heading: content_heading, else the title. */
  heading: string;
  /** Whether to render the heading: the content has no <h1> of its own. */
  showHeading: boolean;
  documentTitle: string;
  metaDescription: string;
  canonicalPath: string;
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
  return {
    isLoading: loading && !page,
    hasError: Boolean(error) && !page,
    isMissing: !loading && !error && !page,
    isHome,
    heading: page?.content_heading?.trim() || title,
    showHeading: isHome || !/<h1[\s>]/i.test(content),
    documentTitle: page?.meta_title?.trim() || title,
    metaDescription: page?.meta_description?.trim() ?? '',
    canonicalPath: page ? (isHome ? view.homePath : inStore(view, `/${page.url_key ?? identifier}`)) : '',
    content
  };
}

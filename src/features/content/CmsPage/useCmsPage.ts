import { useQuery } from '@apollo/client/react';

import { GET_CMS_PAGE } from './cmsPage.gql';

export const HOME_PAGE_IDENTIFIER = 'home';

export interface CmsPageTalon {
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  isHome: boolean;
  /** The visible heading: content_heading, else the title. */
  heading: string;
  documentTitle: string;
  metaDescription: string;
  content: string;
}

export function useCmsPage(identifier: string): CmsPageTalon {
  const { data, loading, error } = useQuery(GET_CMS_PAGE, { variables: { identifier }, fetchPolicy: 'cache-and-network' });
  const page = data?.cmsPage;
  const title = page?.title?.trim() ?? '';
  return {
    isLoading: loading && !page,
    hasError: Boolean(error) && !page,
    isMissing: !loading && !error && !page,
    isHome: identifier === HOME_PAGE_IDENTIFIER,
    heading: page?.content_heading?.trim() || title,
    documentTitle: page?.meta_title?.trim() || title,
    metaDescription: page?.meta_description?.trim() ?? '',
    content: page?.content ?? ''
  };
}

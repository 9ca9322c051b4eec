import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CustomUrlRedirectData {
  customUrlRedirect: { __typename?: 'CustomUrlRedirect'; rourlredirect: string | null; enurlredirect: string | null } | null;
}

export interface CustomUrlRedirectVariables {
  url: string;
}

/**
 * Custom redirect by current path (spec §3, §7): where the EN / RO switch goes — the same CMS page,
 * category or product in each view (URL keys differ between the views), or an explicit target.
 */
export const CUSTOM_URL_REDIRECT: TypedDocumentNode<CustomUrlRedirectData, CustomUrlRedirectVariables> = gql`
  query customUrlRedirect($url: String!) {
    customUrlRedirect(url: $url) {
      rourlredirect
      enurlredirect
    }
  }
`;

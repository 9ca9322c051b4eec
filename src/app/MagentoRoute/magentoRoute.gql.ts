import { gql, type TypedDocumentNode } from '@apollo/client';

export type RouteType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | string;

export interface ResolvedRoute {
  __typename: string;
  relative_url: string | null;
  redirect_code: number;
  type: RouteType | null;
  /** CmsPage identifier */
  route_identifier?: string | null;
  /** CategoryInterface or ProductInterface uid */
  route_uid?: string | null;
  /** ProductInterface */
  route_sku?: string | null;
  url_key?: string | null;
}

export interface ResolveUrlData {
  route: ResolvedRoute | null;
}

export interface ResolveUrlVariables {
  url: string;
}

/**
 * ResolveURL (spec §7): what a path is — CMS page, category or product — or where it redirects.
 * Sent with fetchPolicy 'no-cache' and kept in routeCache.ts (see there why); the identity fields
 * are aliased so no code mistakes the answer for the page entity itself.
 */
export const RESOLVE_URL: TypedDocumentNode<ResolveUrlData, ResolveUrlVariables> = gql`
  query ResolveURL($url: String!) {
    route(url: $url) {
      relative_url
      redirect_code
      type
      ... on CmsPage {
        route_identifier: identifier
      }
      ... on CategoryInterface {
        route_uid: uid
      }
      ... on ProductInterface {
        route_uid: uid
        route_sku: sku
        url_key
      }
    }
  }
`;

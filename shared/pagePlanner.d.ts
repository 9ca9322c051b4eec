// The contract between the page planner of the client build (src/app/pageData/pagePlan.ts, built into
// build/page-data) and the server that loads it (server/pageData.ts). The SPA and the server never import
// each other; both read these types. Types only, in a declaration file: neither build emits anything for
// it, so the server build's rootDir stays server/.

/** Runs one GraphQL query for a store view, as the storefront's /graphql endpoint would answer it. */
export type ExecuteQuery = (request: {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
  storeCode: string;
}) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] | null }>;

/** A <link rel="preload" as="image">: the same candidates the page's <img> (or <source>) offers. */
export interface PreloadImage {
  href: string;
  srcset: string;
  sizes: string;
  media?: string;
}

/**
 * Marks the head elements the server wrote for the page (title, description, canonical, robots); its
 * value is what index.html had there ('' for none), which the browser puts back when the shopper leaves
 * the page. Both sides declare the attribute with this type, so they cannot disagree.
 */
export type ServerHeadAttribute = 'data-server-head';

/** The page's head as the browser will set it (the same builders make both). */
export interface PageHead {
  /** The view's language tag: <html lang>. */
  lang: string;
  title?: string | null;
  /** Plain text. */
  description?: string | null;
  /** A path in the store ('/en/whey.html'); the server makes it absolute. */
  canonical?: string | null;
  robots?: string | null;
}

/** What the server puts in a page's HTML ahead of the SPA. */
export interface PagePlan<Data = unknown> {
  pageData: Data;
  /** Named chunk groups of the client build the page loads at once (client-stats.json). */
  chunkGroups: string[];
  images: PreloadImage[];
  head?: PageHead;
  /** 404: the store knows no page at the URL (the SPA shows its not-found page); absent: 200. */
  status?: 404;
  /** The URL is a redirect the store knows (Magento's URL rewrites): the server answers it, not the SPA. */
  redirect?: { code: 301 | 302; location: string };
}

/** The planner module's interface (build/page-data/index.js). */
export interface PagePlanner {
  planPage(url: string, execute: ExecuteQuery): Promise<PagePlan | null>;
}

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
 * Marks the head elements the server wrote for the page (title, description and those it added); its
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
  /** Absolute URL. */
  canonical?: string | null;
  robots?: string | null;
  /** <link rel="alternate" hreflang href>: the page in each store view (absolute URLs). */
  alternates?: Array<{ hreflang: string; href: string }>;
  /** <meta property|name content>: the link preview (Open Graph, Twitter card). */
  meta?: Array<{ key: 'property' | 'name'; name: string; content: string }>;
  /** The JSON-LD blocks, as script text (already safe inside a <script>). */
  jsonLd?: string[];
}

/** The build's messages of a locale ('ro_RO'), compiled for react-intl, by id; undefined when missing. */
export type PlanMessages = (locale: string) => Record<string, unknown> | undefined;

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

/** A page a sitemap lists: its path in its view ('' the home), the key its twins in other views share. */
export interface SitemapPage {
  path: string;
  twin: string | null;
  /** 'YYYY-MM-DD' */
  lastmod: string | null;
}

/** A store view's pages for its sitemap. */
export interface SitemapViewPages {
  code: string;
  /** Magento locale ('ro_RO'). */
  locale: string;
  /** The view's first path segment ('' for none). */
  prefix: string;
  pages: SitemapPage[];
}

/**
 * Which retailer extensions (shared/magentoExtensions.json) a store view's back end has, by name; null
 * when the server cannot tell (then the planner assumes every one).
 */
export type ExtensionsOf = (storeCode: string) => Promise<Record<string, boolean> | null>;

/** The planner module's interface (build/page-data/index.js). */
export interface PagePlanner {
  /**
   * The plan for a page's absolute URL ('https://shop.ro/en/whey.html?page=2': the origin is that of
   * the canonical URL and the structured data), with the queries run by `execute` and the head's
   * texts from `messages`; the pages and queries of extensions the store view lacks are left out (and
   * the page data says which it has).
   */
  planPage(url: string, execute: ExecuteQuery, messages?: PlanMessages, extensions?: ExtensionsOf): Promise<PagePlan | null>;
  /** Every view's pages for the sitemaps, from the store's GraphQL (proxy mode: a real Magento). */
  listSitemapPages?(execute: ExecuteQuery, extensions?: ExtensionsOf): Promise<SitemapViewPages[]>;
}

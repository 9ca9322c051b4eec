/**
 * The page's first answers in its HTML. For a page path, the planner of the client build
 * (build/page-data/index.js, from src/app/pageData/pagePlan.ts) says what the SPA will ask first; the
 * answers come from this server's own /graphql (app.inject: the same store resolution, caching and
 * errors as a browser's request, in embedded and in proxy mode). index.html then carries them as a
 * JSON data block, with preload links for the route's chunks and its main image, so the first render
 * needs no round trip and the LCP image starts with the HTML.
 *
 * Everything here is an optimisation: no planner, a slow or failing answer — the plain index.html is
 * sent and the SPA asks for its data itself.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { ExecuteQuery, ExtensionsOf, PageHead, PagePlan, PagePlanner, PlanMessages, ServerHeadAttribute } from '../shared/pagePlanner';
import { requestOrigin } from './domain/context';
import type { SitemapSource } from './services/sitemap';

// The planner's interface, shared with src/app/pageData/pagePlan.ts.
export type { ExecuteQuery, PagePlan, PagePlanner, PlanMessages };

/** Files of each named chunk group of the client build (build/client-stats.json). */
export type ChunkGroups = Record<string, string[]>;

export const PAGE_DATA_ELEMENT_ID = 'page-data';
/** The page's messages (src/app/i18n/messageFiles.ts reads them). */
export const PAGE_MESSAGES_ELEMENT_ID = 'page-messages';
/** Past this, the page goes out without answers rather than keep the shopper waiting. */
export const PAGE_DATA_TIMEOUT_MS = 400;
/**
 * A page made for a URL is sent again for the same URL (and encoding) for this long: its answers are
 * the public GraphQL GET answers, which browsers and CDNs may keep for longer (Cache-Control max-age
 * 300 s), and planning them again for every visitor put tens of milliseconds before the first byte.
 */
export const PAGE_CACHE_TTL_MS = 30_000;
/**
 * After that, for this much longer, the kept page is still sent at once while a new one is made for
 * the next visitor (stale-while-revalidate): a page is at most 300 s old, the answers' own max-age.
 */
export const PAGE_STALE_MS = 270_000;
/** Pages kept at most (the oldest goes first): URLs with any query string must not grow it unbounded. */
export const PAGE_CACHE_ENTRIES = 500;

/** Reads the chunk groups of the build (they change with every build). */
export type ChunkGroupsSource = () => ChunkGroups;

/** The planner and chunk list of a production build in `buildDir`, or null without one. */
export function loadPagePlanner(buildDir: string): { planner: PagePlanner; chunkGroups: ChunkGroupsSource } | null {
  const plannerFile = path.join(buildDir, 'page-data', 'index.js');
  const statsFile = path.join(buildDir, 'client-stats.json');
  if (!existsSync(plannerFile) || !existsSync(statsFile)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const planner = require(plannerFile) as PagePlanner;
  if (typeof planner.planPage !== 'function') return null;
  return { planner, chunkGroups: () => (JSON.parse(readFileSync(statsFile, 'utf8')) as { groups?: ChunkGroups }).groups ?? {} };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that cannot end its <script> element early (nor break older parsers on U+2028/2029). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The tags the plan adds to <head>: image preloads first, then the chunks, then the data block, then the
 * page's messages (the locale's files for the entry and the page's chunks, static/i18n/…json) in a
 * block of their own, keyed by their URLs: in the page, they cost no request of their own (each was
 * one more file competing with the scripts for the first connections). `messageFile` reads a file of
 * the build (undefined when missing: the browser then fetches it).
 */
export function headTags(plan: PagePlan, chunkGroups: ChunkGroups, messageFile: (file: string) => unknown = () => undefined): string {
  const images = plan.images.map(
    (image) =>
      `<link rel="preload" as="image" href="${escapeAttribute(image.href)}" imagesrcset="${escapeAttribute(image.srcset)}" imagesizes="${escapeAttribute(
        image.sizes
      )}" fetchpriority="high"${image.media ? ` media="${escapeAttribute(image.media)}"` : ''}>`
  );
  const files = [...new Set(plan.chunkGroups.flatMap((group) => chunkGroups[group] ?? []))];
  const messages: Record<string, unknown> = {};
  // At the priority of the entry's deferred scripts: fetched beside them, never ahead of the page's CSS.
  // A message file not in the page is fetched (CORS mode, same-origin credentials: what `crossorigin` asks for).
  const preloadAs = (file: string) =>
    file.endsWith('.css') ? 'as="style"' : file.endsWith('.json') ? 'as="fetch" crossorigin' : 'as="script"';
  const chunks: string[] = [];
  for (const file of files) {
    const contents = file.endsWith('.json') ? messageFile(file) : undefined;
    if (contents !== undefined) messages[`/${file}`] = contents;
    else chunks.push(`<link rel="preload" ${preloadAs(file)} href="/${escapeAttribute(file)}" fetchpriority="low">`);
  }
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(plan.pageData)}</script>`;
  const messagesBlock =
    Object.keys(messages).length > 0 ? [`<script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}">${jsonForScript(messages)}</script>`] : [];
  return [...images, ...chunks, data, ...messagesBlock].join('');
}

/** Reads (and keeps) the build's message files as parsed JSON; undefined for a missing or broken file. */
export function messageFileReader(staticDir: string): (file: string) => unknown {
  const kept = new Map<string, unknown>();
  return (file) => {
    if (!kept.has(file)) {
      let contents: unknown;
      try {
        contents = JSON.parse(readFileSync(path.join(staticDir, file), 'utf8'));
      } catch {
        contents = undefined;
      }
      kept.set(file, contents);
    }
    return kept.get(file);
  };
}

export function withHeadTags(indexHtml: string, tags: string): string {
  const at = indexHtml.indexOf('</head>');
  return at < 0 ? indexHtml : `${indexHtml.slice(0, at)}${tags}${indexHtml.slice(at)}`;
}

/** Marks what the server wrote into index.html's head; holds what was there before (the browser puts it back). */
const SERVER_HEAD: ServerHeadAttribute = 'data-server-head';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with the page's own head, as the browser would set it: <html lang> of the view, the
 * title and description in place of the site's (kept in the marker for the browser), and the
 * canonical URL (absolute, on `origin`), robots rule, hreflang alternates, link preview and JSON-LD
 * added (marked '': the browser's page takes them over or removes them).
 */
export function withPageHead(indexHtml: string, head: PageHead | undefined, origin: string): string {
  if (!head) return indexHtml;
  // index.html as built is minified: attribute values without spaces lose their quotes.
  let html = indexHtml.replace(/<html lang=(?:"[^"]*"|[^\s>]+)/, `<html lang="${escapeAttribute(head.lang)}"`);
  const { title, description, canonical, robots, alternates = [], meta = [], jsonLd = [] } = head;
  if (title) html = html.replace(/<title>([^<]*)<\/title>/, (_match, original: string) => `<title ${SERVER_HEAD}="${original.replace(/"/g, '&quot;')}">${escapeText(title)}</title>`);
  if (description) {
    html = html.replace(/<meta name="?description"? content="([^"]*)"/, (_match, original: string) => `<meta name="description" content="${escapeAttribute(description)}" ${SERVER_HEAD}="${original}"`);
  }
  const marked = `${SERVER_HEAD}=""`;
  const added = [
    ...(canonical ? [`<link rel="canonical" href="${escapeAttribute(new URL(canonical, origin).toString())}" ${marked}>`] : []),
    ...(robots ? [`<meta name="robots" content="${escapeAttribute(robots)}" ${marked}>`] : []),
    ...alternates.map((link) => `<link rel="alternate" hreflang="${escapeAttribute(link.hreflang)}" href="${escapeAttribute(new URL(link.href, origin).toString())}" ${marked}>`),
    ...meta.map((tag) => `<meta ${tag.key}="${escapeAttribute(tag.name)}" content="${escapeAttribute(tag.content)}" ${marked}>`),
    // The planner made the text safe inside <script> (jsonLdText).
    ...jsonLd.map((text) => `<script type="application/ld+json" ${marked}>${text}</script>`)
  ].join('');
  return added ? withHeadTags(html, added) : html;
}

/**
 * The build's messages of a locale, compiled, by id: all of its files (those of the entry and of every
 * chunk, static/i18n/{locale}/…), merged once per build.
 */
export function buildMessages(groups: ChunkGroups, messageFile: (file: string) => unknown): PlanMessages {
  const merged = new Map<string, Record<string, unknown> | undefined>();
  return (locale) => {
    if (!merged.has(locale)) {
      const prefix = `i18n-${locale}`;
      const files = new Set(Object.entries(groups).flatMap(([group, groupFiles]) => (group === prefix || group.startsWith(`${prefix}/`) ? groupFiles : [])));
      const messages: Record<string, unknown> = {};
      for (const file of files) {
        const contents = messageFile(file);
        if (contents && typeof contents === 'object') Object.assign(messages, contents);
      }
      merged.set(locale, files.size > 0 ? messages : undefined);
    }
    return merged.get(locale);
  };
}

/**
 * The sitemaps' pages from the store's GraphQL through the planner, which knows the store views and
 * their paths (proxy mode: a real Magento has no sitemap of the storefront's URLs); null for a planner
 * without it.
 */
export function plannerSitemapSource(app: FastifyInstance, planner: PagePlanner, extensions?: ExtensionsOf): SitemapSource | null {
  const list = planner.listSitemapPages;
  if (!list) return null;
  const execute = injectExecutor(app);
  return async () => (await list(execute, extensions)).map((view) => ({ store: { code: view.code, locale: view.locale, pathPrefix: view.prefix }, rows: view.pages }));
}

/** Runs a query through the app's own /graphql endpoint, as a browser's GET would. */
export function injectExecutor(app: FastifyInstance): ExecuteQuery {
  return async ({ query, operationName, variables, storeCode }) => {
    const response = await app.inject({
      method: 'GET',
      url: '/graphql',
      query: { query, operationName, variables: JSON.stringify(variables) },
      headers: { store: storeCode }
    });
    if (response.statusCode !== 200) return { errors: [{ message: `HTTP ${response.statusCode}` }] };
    return response.json() as { data?: Record<string, unknown> | null; errors?: unknown[] };
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface PageRendererOptions {
  app: FastifyInstance;
  indexFile: string;
  planner: PagePlanner;
  chunkGroups: ChunkGroupsSource;
  timeoutMs?: number;
  /** How long a made page is reused for the same URL; 0 makes every page afresh. */
  cacheTtlMs?: number;
  /** How long after that it is still sent while a new one is made. */
  staleMs?: number;
  /** Clock (tests). */
  now?: () => number;
  /** PUBLIC_BASE_URL: the origin of canonical URLs (else each request's own). */
  publicBaseUrl?: string;
  /** Which retailer extensions a store view has (the planner skips the others' pages and queries). */
  capabilities?: ExtensionsOf;
}

export interface RenderedPage {
  body: string | Buffer;
  /** content-encoding of the body, when compressed. */
  encoding?: 'br' | 'gzip';
  /** 404 for a URL the store has no page at (the body is still the SPA, which shows its not-found page). */
  status?: 404;
  /** A redirect the store knows: answered as such, with no body. */
  redirect?: { code: 301 | 302; location: string };
}

/**
 * index.html with the page's answers for a GET of a page path, compressed as the browser accepts; null
 * when there is nothing to add (no plan, timeout, error): the caller sends the plain file.
 */
export function createPageRenderer({
  app,
  indexFile,
  planner,
  chunkGroups,
  timeoutMs = PAGE_DATA_TIMEOUT_MS,
  cacheTtlMs = PAGE_CACHE_TTL_MS,
  staleMs = PAGE_STALE_MS,
  now = Date.now,
  publicBaseUrl,
  capabilities
}: PageRendererOptions) {
  const execute = injectExecutor(app);
  const made = new Map<string, { expires: number; build: number; page: RenderedPage }>();
  /** Pages being made again in the background (one at a time per URL and encoding). */
  const refreshing = new Set<string>();
  // index.html and the chunk list as of the last build: read again when index.html changes.
  let built: { mtimeMs: number; html: string; groups: ChunkGroups; messageFile: (file: string) => unknown; messages: PlanMessages } | undefined;
  const current = () => {
    const { mtimeMs } = statSync(indexFile);
    if (built?.mtimeMs !== mtimeMs) {
      const groups = chunkGroups();
      const messageFile = messageFileReader(path.dirname(indexFile));
      built = { mtimeMs, html: readFileSync(indexFile, 'utf8'), groups, messageFile, messages: buildMessages(groups, messageFile) };
    }
    return built;
  };
  return async function renderPage(request: FastifyRequest): Promise<RenderedPage | null> {
    if (request.method !== 'GET') return null;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    // The host too: a page names its own absolute URL (canonical).
    const key = `${encoding ?? ''} ${request.host} ${request.url}`;
    const kept = made.get(key);
    if (kept && kept.build === current().mtimeMs) {
      if (kept.expires > now()) return kept.page;
      if (kept.expires + staleMs > now()) {
        if (!refreshing.has(key)) {
          refreshing.add(key);
          void makePage(request, key, encoding).finally(() => refreshing.delete(key));
        }
        return kept.page;
      }
    }
    return makePage(request, key, encoding);
  };

  async function makePage(request: FastifyRequest, key: string, encoding: 'br' | 'gzip' | undefined): Promise<RenderedPage | null> {
    let plan: PagePlan | null;
    const origin = requestOrigin(request, publicBaseUrl);
    try {
      plan = await withTimeout(planner.planPage(`${origin}${request.url}`, execute, current().messages, capabilities), timeoutMs);
    } catch (error) {
      request.log.warn({ err: error }, 'page data: planning failed; sending the plain index.html');
      return null;
    }
    if (!plan) return null;
    const { html: indexHtml, groups, mtimeMs, messageFile } = current();
    const html = () => withHeadTags(withPageHead(indexHtml, plan.head, origin), headTags(plan, groups, messageFile));
    const page: RenderedPage = plan.redirect ? { body: '', redirect: plan.redirect } : pageOf(plan, html(), encoding);
    if (cacheTtlMs > 0) {
      made.delete(key);
      if (made.size >= PAGE_CACHE_ENTRIES) made.delete(made.keys().next().value as string);
      made.set(key, { expires: now() + cacheTtlMs, build: mtimeMs, page });
    }
    return page;
  }
}

/** A planned page's HTML, compressed as the browser accepts, with the plan's status. */
function pageOf(plan: PagePlan, html: string, encoding: 'br' | 'gzip' | undefined): RenderedPage {
  const page: RenderedPage =
    encoding === 'br'
      ? { body: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding }
      : encoding === 'gzip'
        ? { body: gzipSync(html, { level: 6 }), encoding }
        : { body: html };
  return plan.status ? { ...page, status: plan.status } : page;
}

/**
 * buildApp(options): the whole storefront server as a Fastify instance, without listening. server.ts
 * listens on it; tests call app.inject() on it.
 *
 * Embedded mode (a db is given): /healthz, /readyz, /graphql (this process's Magento-compatible back end),
 * /datalayer, /media, and the SPA. Proxy mode (a Magento URL is given): /graphql, /rest and /media are
 * forwarded to that Magento and no database is used. Every answer carries the security headers.
 */
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { embeddedCapabilities, proxyCapabilities, registerCapabilitiesRoute, type CapabilitySource } from './capabilities';
import { DEFAULT_CAPABILITIES_TTL_SECONDS, DEFAULT_MAP_TILE_URL, DEFAULT_TRUST_PROXY, tileSource, type ServerConfig } from './config';
import datalayerPlugin from './datalayer';
import devOutboxPlugin from './dev/outbox';
import { setSandboxCard } from './services/payment';
import sitemapPlugin from './sitemap';
import { databaseSitemapSource } from './services/sitemap';
import type { Db } from './db/client';
import { pendingMigrations } from './db/migrate';
import graphqlPlugin, { type ResolverMap } from './graphql';
import mediaPlugin from './media';
import { createPageRenderer, injectExecutor, loadPagePlanner, plannerSitemapSource, type ChunkGroupsSource, type PagePlanner } from './pageData';
import { registerMagentoProxy } from './proxy';
import restPlugin from './rest';
import { registerStaticSite } from './static';

export interface BuildAppOptions {
  /** Embedded mode: an open, migrated (and normally seeded) database. The caller closes it. */
  db?: Db;
  /** Settings from loadConfig(); the options below override single values. */
  config?: Partial<ServerConfig>;
  /** Built SPA folder; default config.staticDir, else ./dist. */
  staticDir?: string;
  /** Media folder served under /media; default config.mediaDir, else ./.data/media. */
  mediaDir?: string;
  /** Folder of resized image variants; default mediaDir/cache. */
  mediaCacheDir?: string;
  /** Magento base URL: proxy mode. Default config.magentoBackendUrl. */
  proxyTarget?: string;
  /** Fastify logger option; default off (tests). server.ts passes {level}. */
  logger?: FastifyServerOptions['logger'];
  /** Map tile URL template, for the CSP img-src; default config.mapTileUrl, else OpenStreetMap. */
  mapTileUrl?: string;
  /** max-age of public GraphQL GET answers in seconds; default config.graphqlCacheMaxAge, else 300. */
  graphqlCacheMaxAge?: number;
  /** Extra SDL for the GraphQL schema (tests register fields of their own). */
  extraSchema?: string[];
  /** Extra resolver maps merged after server/graphql/resolvers/*. */
  extraResolvers?: ResolverMap[];
  /** GraphQL SDL folder instead of server/graphql/schema (platform tests use one with base.graphql only). */
  schemaDir?: string;
  /** Resolver folder instead of server/graphql/resolvers. */
  resolversDir?: string;
  /**
   * What answers a page's first queries into its HTML (server/pageData.ts). Default: the planner of
   * the client build beside the static folder (<staticDir>/../build), if built; false: none.
   */
  pagePlanner?: { planner: PagePlanner; chunkGroups: ChunkGroupsSource } | false;
  /**
   * Which retailer extensions each store view's back end has. Default: embedded, all but
   * config.disabledExtensions; proxy mode, asked of the Magento (server/capabilities.ts).
   */
  capabilities?: CapabilitySource;
}

/** The Content-Security-Policy the SPA runs under. */
export function contentSecurityPolicy(mapTileUrl: string = DEFAULT_MAP_TILE_URL): string {
  const tiles = tileSource(mapTileUrl);
  return [
    "default-src 'self'",
    // Map tiles, and video thumbnails of YouTube/Vimeo embeds.
    `img-src 'self' data: blob: ${tiles} https://i.ytimg.com https://img.youtube.com https://i.vimeocdn.com`,
    // Page Builder content carries inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    // The video helper reads Vimeo's public oEmbed/thumbnail API.
    "connect-src 'self' https://vimeo.com",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'"
  ].join('; ');
}

/**
 * Two info lines per request would dominate the log and cost time under load: only requests that end
 * in an error are logged (LOG_LEVEL=debug or trace brings every request back).
 */
class ErrorsOnlyLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>
  ): void {
    if (error || reply.statusCode >= 500) super.requestCompleted(error, request, reply, metadata);
  }
}

/** Where the SPA reads its run-time settings (src/components/Map/mapConfig.ts reads it). */
export const STOREFRONT_CONFIG_PATH = '/storefront/config.json';

export interface StorefrontConfig {
  /** Map tile URL template with {z}/{x}/{y} (env MAP_TILE_URL). */
  mapTileUrl: string;
}

/** The policy of answers that are data (JSON, text): nothing runs, nothing frames them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Which security headers an answer needs: a document (HTML, SVG — it can run script when opened —, the
 * service worker), data (an API's JSON or text) or a subresource (script, style, image, font, manifest).
 */
export function responseKind(contentType: string, url: string): 'document' | 'data' | 'subresource' {
  const type = contentType.split(';')[0].trim().toLowerCase();
  const pathname = url.split('?')[0];
  if (type === 'text/html' || type === 'image/svg+xml' || pathname === '/sw.js') return 'document';
  if (type === '' || type === 'application/json' || type === 'application/graphql-response+json' || type === 'text/plain') return 'data';
  return 'subresource';
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? {};
  const proxyTarget = options.proxyTarget ?? config.magentoBackendUrl;
  const db = options.db;
  if (!proxyTarget && !db) {
    throw new Error('buildApp needs either a database (embedded back end) or a proxy target (MAGENTO_BACKEND_URL)');
  }
  const staticDir = options.staticDir ?? config.staticDir ?? path.resolve('dist');
  const mediaDir = options.mediaDir ?? config.mediaDir ?? path.resolve('.data', 'media');
  const logger = options.logger ?? false;
  const verbose = typeof logger === 'object' && logger !== null && 'level' in logger && ['debug', 'trace'].includes(String(logger.level));

  const app = Fastify({
    logger,
    // Behind a load balancer or CDN: protocol and client address come from X-Forwarded-*, from the
    // peers config.trustProxy trusts (this machine and private networks unless TRUST_PROXY says more).
    trustProxy: config.trustProxy ?? DEFAULT_TRUST_PROXY,
    ...(verbose ? {} : { logController: new ErrorsOnlyLogController() })
  });

  const mapTileUrl = options.mapTileUrl ?? config.mapTileUrl ?? DEFAULT_MAP_TILE_URL;
  const csp = contentSecurityPolicy(mapTileUrl);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  // Shutting down (server.ts on SIGTERM): the answers still being sent close their connection, so
  // kept-alive connections (a load balancer's) do not hold the process open until their idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // The policies that act on a document (and a worker) go on those; an API answer gets the short one
  // that keeps it from being framed or running anything if opened; scripts, styles and images need
  // none — a kilobyte of headers less on each of the twenty-odd files of a first load.
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    // A route with a policy of its own (the dev outbox's raw mail) keeps it.
    if (reply.hasHeader('content-security-policy')) return payload;
    const kind = responseKind(String(reply.getHeader('content-type') ?? ''), request.url);
    if (kind === 'document') {
      reply.header('content-security-policy', csp);
      reply.header('x-frame-options', 'DENY');
      reply.header('cross-origin-opener-policy', 'same-origin');
    } else if (kind === 'data') {
      reply.header('content-security-policy', API_CSP);
    }
    return payload;
  });

  // For a load balancer or an orchestrator: /healthz says the process is alive (answers at all);
  // /readyz that it can serve: the database answers and has every migration of this build. While a
  // process shuts down, Fastify answers both 503 (return503OnClosing).
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  let migrated = false;
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (db) {
      try {
        await db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database does not answer');
        return reply.code(503).send({ status: 'error', message: 'database unavailable' });
      }
      // Once all there, the migrations stay applied: later checks only ask whether the database answers.
      if (!migrated) {
        const pending = await pendingMigrations(db);
        if (pending.length) return reply.code(503).send({ status: 'error', message: `migrations pending: ${pending.join(', ')}` });
        migrated = true;
      }
    }
    return { status: 'ok' };
  });

  // The storefront's run-time settings (both modes): the map's tile source, whose host the CSP above
  // allows, so the two can never disagree. Changing MAP_TILE_URL needs a restart, not a rebuild.
  app.get(STOREFRONT_CONFIG_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { mapTileUrl } satisfies StorefrontConfig;
  });

  await app.register(datalayerPlugin);

  // The retailer extensions the back end has, per store view: for the SPA and the page planner.
  const capabilities =
    options.capabilities ??
    (proxyTarget
      ? proxyCapabilities({ execute: injectExecutor(app), ttlMs: config.capabilitiesTtlMs ?? DEFAULT_CAPABILITIES_TTL_SECONDS * 1000, log: app.log })
      : embeddedCapabilities(config.disabledExtensions ?? []));
  registerCapabilitiesRoute(app, capabilities);

  if (proxyTarget) {
    await registerMagentoProxy(app, { target: proxyTarget });
  } else if (db) {
    await app.register(graphqlPlugin, {
      db,
      cacheMaxAge: options.graphqlCacheMaxAge ?? config.graphqlCacheMaxAge,
      extraSchema: options.extraSchema,
      extraResolvers: options.extraResolvers,
      schemaDir: options.schemaDir,
      resolversDir: options.resolversDir,
      publicBaseUrl: config.publicBaseUrl,
      disabledExtensions: config.disabledExtensions
    });
    await app.register(mediaPlugin, { mediaDir, cacheDir: options.mediaCacheDir });
    await app.register(restPlugin, { db, publicBaseUrl: config.publicBaseUrl });
    await app.register(devOutboxPlugin, { db, enabled: config.devOutbox ?? true });
    // The raw-card sandbox: a test method, off in production (config.sandboxCard).
    setSandboxCard(config.sandboxCard ?? true);
    await app.register(sitemapPlugin, { source: databaseSitemapSource(db), staticDir, publicBaseUrl: config.publicBaseUrl });
  }

  const pagePlanner =
    options.pagePlanner === false ? null : (options.pagePlanner ?? loadPagePlanner(path.join(path.dirname(staticDir), 'build')));
  // Proxy mode: the sitemaps from the real Magento's GraphQL, through the planner (it knows the views).
  const proxySitemaps = proxyTarget && pagePlanner ? plannerSitemapSource(app, pagePlanner.planner, capabilities) : null;
  if (proxySitemaps) await app.register(sitemapPlugin, { source: proxySitemaps, staticDir, publicBaseUrl: config.publicBaseUrl });
  const renderPage = pagePlanner
    ? createPageRenderer({ app, indexFile: path.join(staticDir, 'index.html'), planner: pagePlanner.planner, chunkGroups: pagePlanner.chunkGroups, publicBaseUrl: config.publicBaseUrl, capabilities })
    : undefined;
  await registerStaticSite(app, { staticDir, renderPage });
  return app;
}

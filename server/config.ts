/**
 * Every environment variable the server reads, read and checked in one place. Nothing else in the
 * server touches process.env: server.ts calls loadConfig() once and passes the result down.
 * .env.example documents each variable.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_POOL_MAX } from './db/client';
import { extensionNames } from './graphql/magentoExtensions';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface ServerConfig {
  /** TCP port to listen on. */
  port: number;
  /** Interface to bind; 0.0.0.0 for every interface. */
  host: string;
  /** Where the embedded database (DATA_DIR/pglite) and, by default, the media live. Absolute. */
  dataDir: string;
  /** postgres:// URL of a real PostgreSQL server; undefined = embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Base URL of a real Magento; when set the server proxies /graphql, /rest and /media to it. */
  magentoBackendUrl: string | undefined;
  /** Product and category images (served under /media). Absolute. */
  mediaDir: string;
  /** The built SPA (webpack output). Absolute. */
  staticDir: string;
  logLevel: LogLevel;
  /** Number of products the first start seeds into an empty database. */
  seedProducts: number;
  /** Map tile URL template used by the shop maps ({z}/{x}/{y}, optional {s}); its host goes into the CSP. */
  mapTileUrl: string;
  /** max-age (seconds) of public GraphQL GET answers (Cache-Control: public). */
  graphqlCacheMaxAge: number;
  /** Serve the mail outbox at /dev/outbox: on for the embedded store outside production (no DATABASE_URL, NODE_ENV not production), STOREFRONT_DEV_OUTBOX=1/0 forces it. */
  devOutbox: boolean;
  /**
   * Offer the raw-card sandbox (sandboxcard: card fields drawn by our page, POST /rest/V1/sandbox-card/tokens):
   * a test method that moves no money, never in production (NODE_ENV=production: not offered, its endpoint
   * 404), where card data goes only to a processor's own page or fields (DESIGN.md §8). SANDBOX_CARD=0
   * turns it off elsewhere too; it cannot be turned on in production.
   */
  sandboxCard: boolean;
  /**
   * Which peers may tell the client's address and protocol (X-Forwarded-For / -Proto), as Fastify's
   * trustProxy: by default only this machine and private networks (a load balancer beside the server);
   * TRUST_PROXY=true trusts any (a CDN with public addresses), or a list of
   * addresses and CIDR ranges. A client may not pick its own address, so per-IP rate limits hold.
   */
  trustProxy: boolean | string;
  /**
   * The store's public address (https://www.example.ro), for the links in e-mails; unset, the address
   * the shopper's request came to (Host and X-Forwarded-Proto from a trusted proxy).
   */
  publicBaseUrl: string | undefined;
  /**
   * Connections each server process keeps to PostgreSQL (DATABASE_URL) at most. Processes × this must
   * stay under the server's max_connections, or under PgBouncer's pool when one sits in between.
   */
  databasePoolMax: number;
  /**
   * Statements go to PostgreSQL as named prepared statements, planned once per connection
   * (DATABASE_PREPARED_STATEMENTS, default on; off for a PgBouncer older than 1.21 in transaction mode).
   */
  databasePreparedStatements: boolean;
  /**
   * Worker processes `npm start` runs behind one port (node:cluster) as WEB_CONCURRENCY says; undefined:
   * the number of cores on PostgreSQL, one process otherwise. PGlite always runs one process (see
   * server/cluster.ts workerPlan).
   */
  webConcurrency: number | undefined;
  /** On SIGTERM, how long in-flight requests may take to finish before the process stops anyway (ms). */
  shutdownTimeoutMs: number;
  /**
   * The retailer extensions (shared/magentoExtensions.json) the embedded back end leaves out, answering
   * like a Magento without those modules (MAGENTO_DISABLED_EXTENSIONS=blog,storeLocator; `all` for
   * every one). Proxy mode ignores it: the real Magento's schema says what it has.
   */
  disabledExtensions: string[];
  /** Proxy mode: how long the extensions a store view's Magento has are kept before asking again (ms). */
  capabilitiesTtlMs: number;
}

export const DEFAULT_TRUST_PROXY = 'loopback, linklocal, uniquelocal';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_SEED_PRODUCTS = 420;
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;
export const DEFAULT_CAPABILITIES_TTL_SECONDS = 600;
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A bad environment variable; the message names the variable, the value and what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

/** A variable's value with surrounding blanks removed; empty counts as unset. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

function url(env: Env, name: string, protocols: readonly string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}, got "${raw}"`);
  }
  return raw;
}

/**
 * Reads the configuration from env (process.env by default). Relative directories are resolved
 * against cwd (the project root under npm scripts). Throws ConfigError on the first bad value.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = read(env, 'HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(cwd, read(env, 'DATA_DIR') ?? '.data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const magentoBackendUrl = url(env, 'MAGENTO_BACKEND_URL', ['http:', 'https:'])?.replace(/\/+$/, '');
  const mediaDir = path.resolve(cwd, read(env, 'MEDIA_DIR') ?? path.join(dataDir, 'media'));
  const staticDir = path.resolve(cwd, read(env, 'STATIC_DIR') ?? 'dist');

  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }

  const seedProducts = integer(env, 'SEED_PRODUCTS', DEFAULT_SEED_PRODUCTS, 1, 1_000_000);

  const mapTileUrl = read(env, 'MAP_TILE_URL') ?? DEFAULT_MAP_TILE_URL;
  if (!/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(mapTileUrl)) {
    throw new ConfigError(
      `MAP_TILE_URL must be an http(s) URL template containing {z}, {x} and {y}, got "${mapTileUrl}"`
    );
  }

  const graphqlCacheMaxAge = integer(env, 'GRAPHQL_CACHE_MAX_AGE', 300, 0, 31_536_000);

  const devOutboxSetting = read(env, 'STOREFRONT_DEV_OUTBOX');
  if (devOutboxSetting && !['0', '1', 'true', 'false'].includes(devOutboxSetting)) {
    throw new ConfigError(`STOREFRONT_DEV_OUTBOX must be 1 or 0, got "${devOutboxSetting}"`);
  }
  // The outbox shows every mail, password-reset links included: by default only for the embedded demo
  // store (no DATABASE_URL) outside production; a store on its own PostgreSQL turns it on explicitly.
  const devOutbox = devOutboxSetting
    ? devOutboxSetting === '1' || devOutboxSetting === 'true'
    : read(env, 'NODE_ENV') !== 'production' && !databaseUrl;

  const sandboxCardSetting = read(env, 'SANDBOX_CARD');
  if (sandboxCardSetting && !['0', '1', 'true', 'false'].includes(sandboxCardSetting)) {
    throw new ConfigError(`SANDBOX_CARD must be 1 or 0, got "${sandboxCardSetting}"`);
  }
  const sandboxCard = read(env, 'NODE_ENV') !== 'production' && sandboxCardSetting !== '0' && sandboxCardSetting !== 'false';

  const publicBaseUrl = url(env, 'PUBLIC_BASE_URL', ['http:', 'https:'])?.replace(/\/+$/, '');
  const trustProxySetting = read(env, 'TRUST_PROXY');
  let trustProxy: boolean | string = DEFAULT_TRUST_PROXY;
  if (trustProxySetting === 'true' || trustProxySetting === '1') trustProxy = true;
  else if (trustProxySetting === 'false' || trustProxySetting === '0') trustProxy = false;
  else if (trustProxySetting) {
    if (!/^[\w.:/, -]+$/.test(trustProxySetting) || /^\d+$/.test(trustProxySetting)) {
      throw new ConfigError(`TRUST_PROXY must be true, false or a list of addresses / CIDR ranges, got "${trustProxySetting}"`);
    }
    trustProxy = trustProxySetting;
  }

  const databasePoolMax = integer(env, 'DATABASE_POOL_MAX', DEFAULT_POOL_MAX, 1, 1000);
  const preparedSetting = read(env, 'DATABASE_PREPARED_STATEMENTS');
  if (preparedSetting !== undefined && !['1', '0', 'true', 'false'].includes(preparedSetting)) {
    throw new ConfigError(`DATABASE_PREPARED_STATEMENTS must be 1 or 0, got "${preparedSetting}"`);
  }
  const databasePreparedStatements = preparedSetting === undefined || preparedSetting === '1' || preparedSetting === 'true';
  const webConcurrencySetting = read(env, 'WEB_CONCURRENCY');
  const webConcurrency = webConcurrencySetting === undefined ? undefined : integer(env, 'WEB_CONCURRENCY', 1, 1, 256);
  const shutdownTimeoutMs = integer(env, 'SHUTDOWN_TIMEOUT', DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, 1, 3600) * 1000;

  const disabledExtensions = extensionList(env, 'MAGENTO_DISABLED_EXTENSIONS');
  const capabilitiesTtlMs = integer(env, 'MAGENTO_CAPABILITIES_TTL', DEFAULT_CAPABILITIES_TTL_SECONDS, 1, 86_400) * 1000;

  if (magentoBackendUrl && databaseUrl) {
    throw new ConfigError(
      'MAGENTO_BACKEND_URL and DATABASE_URL are both set: proxy mode uses no database, unset one of them'
    );
  }

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    magentoBackendUrl,
    mediaDir,
    staticDir,
    logLevel: logLevel as LogLevel,
    seedProducts,
    mapTileUrl,
    graphqlCacheMaxAge,
    devOutbox,
    sandboxCard,
    trustProxy,
    publicBaseUrl,
    databasePoolMax,
    databasePreparedStatements,
    webConcurrency,
    shutdownTimeoutMs,
    disabledExtensions,
    capabilitiesTtlMs
  };
}

/** A comma-separated list of extension names of the manifest ('all': every one); unset: none. */
function extensionList(env: Env, name: string): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  const known = extensionNames();
  if (raw.toLowerCase() === 'all') return known;
  const names = [...new Set(raw.split(',').map((part) => part.trim()).filter(Boolean))];
  const unknown = names.filter((entry) => !known.includes(entry));
  if (unknown.length) {
    throw new ConfigError(`${name} names unknown extensions (${unknown.join(', ')}); known: all, ${known.join(', ')}`);
  }
  return names;
}

/** Loads KEY=value lines from cwd/.env into process.env; variables already set win. */
export function loadDotEnv(cwd: string = process.cwd()): void {
  const file = path.join(cwd, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
}

/**
 * The CSP source for a tile URL template: its origin, with a {s} subdomain placeholder
 * (a.tile..., b.tile...) turned into a wildcard.
 */
export function tileSource(mapTileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(mapTileUrl);
  if (!match) return '';
  return match[1].replace(/\{[a-z]+\}/gi, '*');
}

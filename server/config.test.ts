import path from 'node:path';
import { ConfigError, DEFAULT_MAP_TILE_URL, loadConfig, tileSource } from './config';

const cwd = '/srv/shop';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve(cwd, '.data'),
      databaseUrl: undefined,
      magentoBackendUrl: undefined,
      mediaDir: path.resolve(cwd, '.data/media'),
      staticDir: path.resolve(cwd, 'dist'),
      logLevel: 'info',
      seedProducts: 420,
      mapTileUrl: DEFAULT_MAP_TILE_URL,
      graphqlCacheMaxAge: 300,
      devOutbox: true,
      sandboxCard: true,
      trustProxy: 'loopback, linklocal, uniquelocal',
      publicBaseUrl: undefined,
      databasePoolMax: 10,
      databasePreparedStatements: true,
      webConcurrency: undefined,
      shutdownTimeoutMs: 10_000,
      disabledExtensions: [],
      capabilitiesTtlMs: 600_000
    });
  });

  it('reads the extensions the embedded back end leaves out (MAGENTO_DISABLED_EXTENSIONS)', () => {
    expect(loadConfig({ MAGENTO_DISABLED_EXTENSIONS: ' blog, storeLocator,blog ' }, cwd).disabledExtensions).toEqual(['blog', 'storeLocator']);
    const all = loadConfig({ MAGENTO_DISABLED_EXTENSIONS: 'all' }, cwd).disabledExtensions;
    expect(all).toEqual(expect.arrayContaining(['blog', 'storeLocator', 'bannerSlider', 'promo', 'rewardPoints', 'parcelLockers', 'recentReviews', 'productAttributes']));
    expect(() => loadConfig({ MAGENTO_DISABLED_EXTENSIONS: 'blog,wordpress' }, cwd)).toThrow(/MAGENTO_DISABLED_EXTENSIONS names unknown extensions \(wordpress\)/);
    expect(loadConfig({ MAGENTO_CAPABILITIES_TTL: '60' }, cwd).capabilitiesTtlMs).toBe(60_000);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/shop',
        DATABASE_URL: 'postgres://shop:pw@db:5432/shop',
        STATIC_DIR: 'public-build',
        LOG_LEVEL: 'WARN',
        SEED_PRODUCTS: '50000',
        MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        GRAPHQL_CACHE_MAX_AGE: '60',
        DATABASE_POOL_MAX: '4',
        DATABASE_PREPARED_STATEMENTS: '0',
        WEB_CONCURRENCY: '3',
        SHUTDOWN_TIMEOUT: '25'
      },
      cwd
    );
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/var/lib/shop',
      databaseUrl: 'postgres://shop:pw@db:5432/shop',
      mediaDir: '/var/lib/shop/media',
      staticDir: path.resolve(cwd, 'public-build'),
      logLevel: 'warn',
      seedProducts: 50000,
      mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      graphqlCacheMaxAge: 60,
      devOutbox: false,
      databasePoolMax: 4,
      databasePreparedStatements: false,
      webConcurrency: 3,
      shutdownTimeoutMs: 25_000
    });
  });

  it('reads the public base URL for links in e-mails, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://www.gnc.ro/' }, cwd).publicBaseUrl).toBe('https://www.gnc.ro');
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'www.gnc.ro' }, cwd)).toThrow(ConfigError);
  });

  it('trusts forwarded addresses from this machine and private networks only, unless TRUST_PROXY says more', () => {
    expect(loadConfig({}, cwd).trustProxy).toBe('loopback, linklocal, uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'true' }, cwd).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }, cwd).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '2' }, cwd)).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 2001:db8::/32' }, cwd).trustProxy).toBe('10.0.0.0/8, 2001:db8::/32');
    expect(() => loadConfig({ TRUST_PROXY: 'any"thing' }, cwd)).toThrow(ConfigError);
  });

  it('serves the mail outbox only for the embedded store outside production, unless told', () => {
    expect(loadConfig({}, cwd).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).devOutbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db/shop' }, cwd).devOutbox).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db/shop', STOREFRONT_DEV_OUTBOX: '1' }, cwd).devOutbox).toBe(true);
    expect(loadConfig({ STOREFRONT_DEV_OUTBOX: '0' }, cwd).devOutbox).toBe(false);
  });

  it('offers the raw-card sandbox only outside production, and never in production whatever SANDBOX_CARD says', () => {
    expect(loadConfig({}, cwd).sandboxCard).toBe(true);
    expect(loadConfig({ SANDBOX_CARD: '0' }, cwd).sandboxCard).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).sandboxCard).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_CARD: '1' }, cwd).sandboxCard).toBe(false);
    expect(() => loadConfig({ SANDBOX_CARD: 'yes' }, cwd)).toThrow(ConfigError);
  });

  it('keeps MEDIA_DIR apart from DATA_DIR when given, and strips a trailing slash off the Magento URL', () => {
    const config = loadConfig({ MEDIA_DIR: 'media', MAGENTO_BACKEND_URL: 'https://magento.example.com/' }, cwd);
    expect(config.mediaDir).toBe(path.resolve(cwd, 'media'));
    expect(config.magentoBackendUrl).toBe('https://magento.example.com');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }, cwd)).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, got "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000"'],
    [{ SEED_PRODUCTS: '0' }, 'SEED_PRODUCTS must be a whole number from 1 to 1000000, got "0"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ DATABASE_URL: 'mysql://db/shop' }, 'DATABASE_URL must start with postgres:// or postgresql://, got "mysql://db/shop"'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL (postgres: or postgresql:), got "not a url"'],
    [{ MAGENTO_BACKEND_URL: 'ftp://magento' }, 'MAGENTO_BACKEND_URL must start with http:// or https://, got "ftp://magento"'],
    [{ MAP_TILE_URL: 'https://tiles.example.org/tile.png' }, 'MAP_TILE_URL must be an http(s) URL template containing {z}, {x} and {y}'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be a whole number from 1 to 1000, got "0"'],
    [{ WEB_CONCURRENCY: 'auto' }, 'WEB_CONCURRENCY must be a whole number from 1 to 256, got "auto"'],
    [{ SHUTDOWN_TIMEOUT: '0' }, 'SHUTDOWN_TIMEOUT must be a whole number from 1 to 3600, got "0"']
  ])('rejects %j with a clear message', (env, message) => {
    expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
    expect(() => loadConfig(env, cwd)).toThrow(message);
  });

  it('refuses proxy mode together with a database', () => {
    expect(() => loadConfig({ MAGENTO_BACKEND_URL: 'https://m.example', DATABASE_URL: 'postgres://db/x' }, cwd)).toThrow(
      'MAGENTO_BACKEND_URL and DATABASE_URL are both set'
    );
  });
});

describe('tileSource', () => {
  it('gives the origin of the tile template, with {s} as a wildcard', () => {
    expect(tileSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
});

/**
 * The storefront server process: reads the configuration, opens the database (PGlite under
 * DATA_DIR/pglite, or DATABASE_URL), applies migrations, seeds an empty database once, and listens.
 * In proxy mode (MAGENTO_BACKEND_URL) no database is opened. Everything else lives in app.ts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { openDb, type Db } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './seed';
import { startCatalogMaintenance, type CatalogMaintenance } from './services/catalogMaintenance';

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const started = Date.now();
  const logger = { level: config.logLevel };

  let db: Db | undefined;
  if (!config.magentoBackendUrl) {
    if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
    db = await openDb({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
    await migrate(db);
    await mkdir(config.mediaDir, { recursive: true });
  }

  const app = await buildApp({ db, config, logger });
  if (db) {
    const { seeded } = await seed(db, {
      products: config.seedProducts,
      mediaDir: config.mediaDir,
      log: (message) => app.log.info(message)
    });
    if (seeded.length) app.log.info(`seeded: ${seeded.join(', ')}`);
  }

  let maintenance: CatalogMaintenance | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      maintenance?.stop();
      await app.close();
      await db?.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `storefront ready in ${Date.now() - started} ms (${config.magentoBackendUrl ? `proxy to ${config.magentoBackendUrl}` : db?.kind} mode)`
  );
  if (db) {
    maintenance = startCatalogMaintenance(db, (message, error) =>
      error ? app.log.error({ err: error }, message) : app.log.info(message)
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

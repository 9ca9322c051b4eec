/**
 * The storefront server process: reads the configuration, opens the database (PGlite under
 * DATA_DIR/pglite, or DATABASE_URL), applies migrations and seeds an empty database once (under the
 * database's start-up lock: server/startup.ts), and listens. In proxy mode (MAGENTO_BACKEND_URL) no
 * database is opened. On PostgreSQL this process is the primary of several worker processes on one
 * port (server/cluster.ts), each of which runs serve(). Everything else lives in app.ts.
 */
import cluster from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { reportWorkerReady, runPrimary, workerPlan, type WorkerPlan } from './cluster';
import { ConfigError, loadConfig, loadDotEnv, type ServerConfig } from './config';
import { openDb, type Db } from './db/client';
import { startCatalogMaintenance, type CatalogMaintenance } from './services/catalogMaintenance';
import { prepareDatabase } from './startup';

/** After the shutdown bound the open connections are cut; this much later the process exits regardless. */
const FORCED_EXIT_AFTER_MS = 3_000;

async function serve(config: ServerConfig, plan: WorkerPlan): Promise<void> {
  const started = Date.now();
  const logger = { level: config.logLevel };

  let db: Db | undefined;
  if (!config.magentoBackendUrl) {
    if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
    await mkdir(config.mediaDir, { recursive: true });
    db = await openDb({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolMax: config.databasePoolMax,
      preparedStatements: config.databasePreparedStatements,
      onConnectionError: (error) => app.log.warn({ err: error }, 'a database connection broke; the pool opens another')
    });
  }

  const app = await buildApp({ db, config, logger });
  if (!cluster.isWorker) app.log.info(plan.reason);
  if (db) await prepareDatabase(db, { products: config.seedProducts, mediaDir: config.mediaDir, log: (message) => app.log.info(message) });

  let maintenance: CatalogMaintenance | undefined;
  let closing = false;
  // Graceful: stop accepting (the cluster's primary stops handing this worker connections), let the
  // requests in flight finish (Fastify answers 503 to new requests on kept-alive connections, so a
  // load balancer moves on), then close the pool. Requests still running after SHUTDOWN_TIMEOUT have
  // their connections cut.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing (requests in flight get ${config.shutdownTimeoutMs / 1000} s)`);
    const cut = setTimeout(() => {
      app.log.warn(`requests still running after ${config.shutdownTimeoutMs / 1000} s: closing their connections`);
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('shutdown did not finish: exiting');
        process.exit(1);
      }, FORCED_EXIT_AFTER_MS).unref();
    }, config.shutdownTimeoutMs);
    cut.unref();
    try {
      maintenance?.stop();
      await app.close();
      await db?.close();
      clearTimeout(cut);
      app.log.info('closed');
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
    `storefront ready in ${Date.now() - started} ms (${config.magentoBackendUrl ? `proxy to ${config.magentoBackendUrl}` : db?.kind} mode${cluster.isWorker ? `, worker ${cluster.worker?.id}` : ''})`
  );
  reportWorkerReady();
  if (db) {
    maintenance = startCatalogMaintenance(db, (message, error) =>
      error ? app.log.error({ err: error }, message) : app.log.info(message)
    );
  }
}

async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const plan = workerPlan(config);
  if (cluster.isPrimary && plan.workers > 1) {
    runPrimary(config, plan);
    return;
  }
  await serve(config, plan);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

// Shared by the scripts that work on the store's database outside the server (seed.js, order.js, review.js):
// the compiled server's config, read as the server reads it, its database, and the way a script fails.
const net = require('node:net');
const path = require('node:path');
const { ROOT, OUT_DIR, buildServer, isServerBuildStale } = require('./build-server');

let buildChecked = false;

/** A module of the compiled server (build/server/...); the server is built first when server/ changed since. */
function requireServer(...segments) {
  if (!buildChecked) {
    if (isServerBuildStale()) buildServer();
    buildChecked = true;
  }
  return require(path.join(OUT_DIR, ...segments));
}

/** The server's config from the environment and ROOT/.env; dataDir (--data-dir) stands for DATA_DIR. */
function loadStoreConfig(dataDir) {
  const { loadConfig, loadDotEnv } = requireServer('config.js');
  loadDotEnv(ROOT);
  if (dataDir) process.env.DATA_DIR = path.resolve(dataDir);
  return loadConfig(process.env, ROOT);
}

/** Where the store's data lives when no DATABASE_URL is set: the embedded PGlite's directory. */
function pgliteDir(config) {
  return path.join(config.dataDir, 'pglite');
}

/** The store's database: PostgreSQL of DATABASE_URL, else the embedded PGlite. */
function openStoreDb(config) {
  const { openDb } = requireServer('db', 'client.js');
  return openDb({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) });
}

/** Whether something listens on the port (the store's server holding the embedded database). */
function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The embedded PGlite serves one process: a script refuses to open it while the store's server runs. */
async function refuseRunningEmbeddedServer(config) {
  if (!config.databaseUrl && (await portAnswers(config.port))) {
    throw new Error(`The store's server is running on port ${config.port} with the embedded database, which serves one process: stop it (Ctrl+C), run this again, then start it.`);
  }
}

/** Runs a script's async main: an error ends the process with its message and exit code 1. */
function runScript(main) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

module.exports = { requireServer, loadStoreConfig, pgliteDir, openStoreDb, refuseRunningEmbeddedServer, runScript };

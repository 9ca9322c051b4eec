#!/usr/bin/env node
// npm run seed -- [--products N] [--data-dir DIR] [--reset]
// Seeds a fresh database with the demo store (N products, default SEED_PRODUCTS or 420): the embedded
// PGlite under DATA_DIR/pglite, or DATABASE_URL. Builds the server first when needed.
// An already seeded database is left alone unless --reset, which deletes the data directory first
// (PGlite only: a PostgreSQL database is dropped by its owner, not by this script).
const fs = require('node:fs');
const path = require('node:path');
const { requireServer, loadStoreConfig, pgliteDir, openStoreDb, runScript } = require('./store-db');

const USAGE = 'usage: npm run seed -- [--products N] [--data-dir DIR] [--reset]';

function parseArgs(argv) {
  const options = { products: undefined, dataDir: undefined, reset: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
      return next;
    };
    if (flag === '--products') {
      const raw = value();
      if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`--products must be a whole number of at least 1, got "${raw}"`);
      options.products = Number(raw);
    } else if (flag === '--data-dir') {
      options.dataDir = value();
    } else if (flag === '--reset') {
      options.reset = true;
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      throw new Error(`unknown argument "${arg}"\n${USAGE}`);
    }
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const config = loadStoreConfig(options.dataDir);
  const { migrate } = requireServer('db', 'migrate.js');
  const { seed, isSeeded } = requireServer('seed', 'index.js');
  if (config.magentoBackendUrl) throw new Error('MAGENTO_BACKEND_URL is set: proxy mode has no database to seed');
  const products = options.products ?? config.seedProducts;

  if (options.reset) {
    if (config.databaseUrl) {
      throw new Error('--reset only deletes an embedded PGlite data directory; drop and recreate the PostgreSQL database yourself');
    }
    console.log(`--reset: deleting ${config.dataDir}`);
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    if (!config.mediaDir.startsWith(config.dataDir + path.sep)) {
      // MEDIA_DIR lives elsewhere: it is not ours to delete; the seeders overwrite their images.
      console.log(`--reset: keeping ${config.mediaDir} (MEDIA_DIR is outside DATA_DIR)`);
    }
  }

  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : pgliteDir(config);
  const db = await openStoreDb(config);
  try {
    // Under the database's start-up lock, as the servers migrate and seed: a server starting on the
    // same PostgreSQL database meanwhile waits for this seed instead of seeding beside it.
    await db.withStartupLock(async () => {
      await migrate(db);
      if ((await isSeeded(db, 'content')) || (await isSeeded(db, 'catalog'))) {
        const detail = await db.one("SELECT detail FROM seed_state WHERE name = 'catalog'");
        const count = detail && detail.detail && detail.detail.products;
        throw new Error(
          `${where} is already seeded${count ? ` (${count} products)` : ''}. ` +
            'Use --reset to delete it and seed again, or --data-dir to seed another directory.'
        );
      }
      const started = Date.now();
      console.log(`seeding ${where} with ${products} products (media in ${config.mediaDir})`);
      await seed(db, { products, mediaDir: config.mediaDir, log: (message) => console.log(`  ${message}`) });
      console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }, () => console.log('a server is migrating or seeding this database: waiting for it'));
  } finally {
    await db.close();
  }
}

runScript(main);

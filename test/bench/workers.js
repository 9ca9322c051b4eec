#!/usr/bin/env node
/**
 * Category query requests per second over HTTP on PostgreSQL with 1 worker process and with 2 (npm
 * start's cluster, WEB_CONCURRENCY), in the same run, on the same database: DESIGN.md §6 budgets the
 * ratio at ≥ 1.7× on 2 cores. Starts Debian's PostgreSQL in a temporary directory
 * (test/helpers/postgres.ts), seeds it through the first server's start, then runs autocannon against
 * each setting in turn.
 *
 *   node test/bench/workers.js [--products N] [--duration S] [--connections C] [--source]
 *
 * npm run bench calls workerThroughput() with the built server; alone, this script runs the built
 * server when build/server is current, else the sources (scripts/server-from-source.js), and says which.
 * The load generator and PostgreSQL run on the same machine and take their share of the cores: on the
 * 2-core development machine (Nov 2026) one worker used ~0.9 core, PostgreSQL ~0.6 (two statements per
 * category request, ~1.5 ms each, half of it parsing and planning) and autocannon ~0.05, so two workers
 * could only add what was left: 1.16-1.28× (about 150-200 → 200-230 req/s). The ratio grows with
 * PostgreSQL on cores of its own, or with less database work per listing.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('./ports');

const root = path.resolve(__dirname, '../..');

const CATEGORY_QUERY = `query CategoryPage($uid: String!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 24, currentPage: 1) {
    total_count
    aggregations { attribute_code label count options { label value count } }
    items { uid sku name url_key stock_status small_image { url label }
      price_range { minimum_price { regular_price { value currency } final_price { value currency } } } }
  }
}`;

function loadPostgresHelper() {
  require('@babel/register')({ extensions: ['.ts'], only: [path.join(root, 'test', 'helpers', 'postgres.ts')], cache: true });
  return require(path.join(root, 'test', 'helpers', 'postgres.ts'));
}

function startServer(entry, env) {
  const child = spawn(process.execPath, [entry], {
    cwd: os.tmpdir(),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit']
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, stop: () => (child.exitCode === null && child.signalCode === null && child.kill('SIGTERM'), exited) };
}

async function waitReady(origin, exited, timeoutMs = 300_000) {
  let gone = null;
  exited.then((exit) => (gone = exit));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before it was ready: ${JSON.stringify(gone)}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

/** The category with the most products, as the storefront's menu would list it. */
async function largestCategory(origin) {
  const query = '{ categoryList { children { uid product_count children { uid product_count } } } }';
  const response = await fetch(`${origin}/graphql?query=${encodeURIComponent(query)}`, { headers: { store: 'default' } });
  const body = await response.json();
  const all = (body.data.categoryList[0]?.children ?? []).flatMap((c) => [c, ...(c.children ?? [])]);
  all.sort((a, b) => b.product_count - a.product_count);
  if (!all.length) throw new Error(`no category found: ${JSON.stringify(body)}`);
  return all[0];
}

/** autocannon against the category query: a warm-up, then the measured run. */
async function measure(origin, uid, { duration, connections }) {
  const autocannon = require('autocannon');
  const url = `${origin}/graphql?query=${encodeURIComponent(CATEGORY_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ uid }))}`;
  await autocannon({ url, connections, duration: 2, headers: { store: 'default' } });
  const result = await autocannon({ url, connections, duration, headers: { store: 'default' } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/**
 * Requests per second of the category query with 1 and with 2 workers on one PostgreSQL database.
 * entry: the server's entry file (build/server/server.js, or scripts/server-from-source.js).
 */
async function workerThroughput({ entry, products = 420, duration = 10, connections = 20, log = console.log }) {
  const { startPostgres } = loadPostgresHelper();
  const pg = await startPostgres({ max_connections: 100 });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-media-'));
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  try {
    const databaseUrl = await pg.createDatabase('storefront');
    const env = { DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir, STATIC_DIR: staticDir, SEED_PRODUCTS: String(products) };
    const rows = [];
    let uid;
    for (const workers of [1, 2]) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      log(`category req/s on PostgreSQL: starting ${workers} worker${workers > 1 ? 's' : ''}${workers === 1 ? ` (first start seeds ${products} products)` : ''}`);
      const server = startServer(entry, { ...env, PORT: String(port), WEB_CONCURRENCY: String(workers) });
      try {
        await waitReady(origin, server.exited);
        if (workers > 1) await new Promise((resolve) => setTimeout(resolve, 1_000)); // every worker listening
        uid ??= (await largestCategory(origin)).uid;
        rows.push({ workers, ...(await measure(origin, uid, { duration, connections })) });
      } finally {
        await server.stop();
      }
    }
    return { rows, ratio: rows[1].rps / rows[0].rps, products, duration, connections };
  } finally {
    pg.stop();
    fs.rmSync(mediaDir, { recursive: true, force: true });
    fs.rmSync(staticDir, { recursive: true, force: true });
  }
}

module.exports = { workerThroughput };

if (require.main === module) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
  };
  const { ENTRY, isServerBuildStale } = require(path.join(root, 'scripts', 'build-server'));
  const fromSource = args.includes('--source') || isServerBuildStale();
  const entry = fromSource ? path.join(root, 'scripts', 'server-from-source.js') : ENTRY;
  console.log(`server: ${fromSource ? 'the sources (scripts/server-from-source.js)' : 'the build (build/server)'}; ${os.availableParallelism()} cores`);
  workerThroughput({ entry, products: option('--products', 420), duration: option('--duration', 10), connections: option('--connections', 20) })
    .then(({ rows, ratio, duration, connections }) => {
      console.log(`\nCategory query over HTTP on PostgreSQL (${connections} connections, ${duration} s)`);
      for (const row of rows) console.log(`  ${row.workers} worker${row.workers > 1 ? 's' : ' '}  ${row.rps.toFixed(0).padStart(6)} req/s  p99 ${row.p99} ms  errors ${row.errors}`);
      console.log(`  2 workers / 1 worker: ${ratio.toFixed(2)}× (budget ≥ 1.7×)`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

#!/usr/bin/env node
/**
 * Category query requests per second over HTTP on PostgreSQL with 1 worker process and with 2 (npm
 * start's cluster, WEB_CONCURRENCY), on the same database: DESIGN.md §6 budgets the ratio at ≥ 1.7×
 * on 2 cores. Starts Debian's PostgreSQL in a temporary directory (test/helpers/postgres.ts), seeds it
 * through the first server's start, then keeps both servers up and loads them in turn.
 *
 *   node test/bench/workers.js [--products N] [--duration S] [--rounds R] [--connections C] [--source]
 *
 * How it measures, and why so:
 * - The load generator is wrk (Debian's package `wrk`, in C): it runs on the same 2 cores as the
 *   server, so its own cost is taken from the second worker. autocannon (Node) spent ~0.08 ms of CPU
 *   per request, a fifth of a core at 2,500 req/s; wrk spends about a quarter of that.
 * - The two settings are measured in alternating slices (R rounds of S seconds each, the order
 *   reversed every other round) and the ratio is the median of the rounds' ratios: on this shared
 *   virtual machine the CPU time of the very same request drifts by up to ±30 % from one minute to
 *   the next, which one long run per setting turned into ratios anywhere from 1.2× to 2.0×.
 *
 * npm run bench calls workerThroughput() with the built server; alone, this script runs the built
 * server when build/server is current, else the sources (scripts/server-from-source.js), and says which.
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

/** wrk, or why it cannot run. */
function wrkPath() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'wrk');
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('wrk is not installed (Debian: apt-get install -y wrk)');
}

/** wrk's summary: requests/s, the 99th percentile latency in ms, errors (socket errors and non-2xx answers). */
function parseWrk(out) {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!rps) throw new Error(`wrk printed no rate:\n${out}`);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s)\b/m.exec(out);
  const scale = { us: 0.001, ms: 1, s: 1000 };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  return {
    rps: Number(rps[1]),
    p99: p99 ? Number((Number(p99[1]) * scale[p99[2]]).toFixed(2)) : null,
    errors: (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0)
  };
}

/** One slice of load on the category query: `seconds` of wrk with `connections` connections. */
function measure(url, { seconds, connections }) {
  return new Promise((resolve, reject) => {
    const wrk = spawn(wrkPath(), ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'store: default', url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    wrk.stdout.on('data', (chunk) => (out += chunk));
    wrk.stderr.on('data', (chunk) => (out += chunk));
    wrk.on('error', reject);
    wrk.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      try {
        resolve(parseWrk(out));
      } catch (error) {
        reject(error);
      }
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Requests per second of the category query with 1 and with 2 workers on one PostgreSQL database.
 * entry: the server's entry file (build/server/server.js, or scripts/server-from-source.js).
 * Answers per setting the median rate of its slices, the highest p99 and the errors, the median of
 * the rounds' ratios, and each round's figures.
 */
async function workerThroughput({ entry, products = 420, duration = 5, rounds = 5, connections = 20, log = console.log }) {
  wrkPath();
  const { startPostgres } = loadPostgresHelper();
  const pg = await startPostgres({ max_connections: 100 });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-media-'));
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  const servers = [];
  try {
    const databaseUrl = await pg.createDatabase('storefront');
    const env = { DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir, STATIC_DIR: staticDir, SEED_PRODUCTS: String(products) };
    const urls = new Map();
    let uid;
    for (const workers of [1, 2]) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      log(`category req/s on PostgreSQL: starting ${workers} worker${workers > 1 ? 's' : ''}${workers === 1 ? ` (first start seeds ${products} products)` : ''}`);
      const server = startServer(entry, { ...env, PORT: String(port), WEB_CONCURRENCY: String(workers) });
      servers.push(server);
      await waitReady(origin, server.exited);
      if (workers > 1) await new Promise((resolve) => setTimeout(resolve, 1_000)); // every worker listening
      uid ??= (await largestCategory(origin)).uid;
      const url = `${origin}/graphql?query=${encodeURIComponent(CATEGORY_QUERY)}&variables=${encodeURIComponent(JSON.stringify({ uid }))}`;
      await measure(url, { seconds: 3, connections }); // warm-up: compiled code, kept rows
      urls.set(workers, url);
    }
    const slices = { 1: [], 2: [] };
    const ratios = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? [2, 1] : [1, 2];
      const figures = {};
      for (const workers of order) {
        figures[workers] = await measure(urls.get(workers), { seconds: duration, connections });
        slices[workers].push(figures[workers]);
      }
      ratios.push(figures[2].rps / figures[1].rps);
      log(`  round ${round + 1}: 1 worker ${figures[1].rps.toFixed(0)} req/s, 2 workers ${figures[2].rps.toFixed(0)} req/s, ${ratios.at(-1).toFixed(2)}×`);
    }
    const rows = [1, 2].map((workers) => ({
      workers,
      rps: median(slices[workers].map((slice) => slice.rps)),
      p99: Math.max(...slices[workers].map((slice) => slice.p99 ?? 0)),
      errors: slices[workers].reduce((sum, slice) => sum + slice.errors, 0)
    }));
    return { rows, ratio: median(ratios), ratios, products, duration, rounds, connections };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
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
  workerThroughput({ entry, products: option('--products', 420), duration: option('--duration', 5), rounds: option('--rounds', 5), connections: option('--connections', 20) })
    .then(({ rows, ratio, duration, rounds, connections }) => {
      console.log(`\nCategory query over HTTP on PostgreSQL (wrk, ${connections} connections, ${rounds} rounds of ${duration} s per setting; medians)`);
      for (const row of rows) console.log(`  ${row.workers} worker${row.workers > 1 ? 's' : ' '}  ${row.rps.toFixed(0).padStart(6)} req/s  p99 ≤ ${row.p99} ms  errors ${row.errors}`);
      console.log(`  2 workers / 1 worker: ${ratio.toFixed(2)}× (median of the rounds; budget ≥ 1.7×)`);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}

#!/usr/bin/env node
// npm run compat:venia — PWA Studio's own storefront on our back end (issue 31). Outside `npm test`:
// it downloads Venia from the npm registry and builds it (several minutes on two cores).
//
// 1. Installs @magento/venia-concept 14.5.1 from npm into a work folder (kept between runs: --dir, default
//    <tmp>/storefront-venia-compat), as PWA Studio's scaffolding would, with the pins it needs today:
//    @magento/experience-platform-connector 1.0.12 and @magento/upward-security-headers 1.1.20 (later
//    patch releases ask for newer peers), autoprefixer added (its PostCSS config needs it and the
//    package does not list it), no sharp (optional; its install script downloads a binary), no lint or
//    storybook tooling; the babel.config.js the scaffolder writes. Venia's source is not touched.
// 2. Starts our store (the built server, `npm run build:server` first when stale) on a fresh demo
//    database, builds Venia against it (webpack 4 under webpack-cli 3 needs DISABLE_V8_COMPILE_CACHE=1 and
//    the legacy OpenSSL provider on Node 20) and serves it with its own UPWARD server.
// 3. Walks Venia in Chromium (veniaJourney.js) and prints each step, each GraphQL error our back end
//    returned (by operation), page errors and console errors. Exit code 1 when any step failed or any
//    GraphQL error or page error was seen.
//
// Options: --dir <folder>, --keep (leave the store and Venia running afterwards).
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('../bench/ports');
const { walkVenia } = require('./veniaJourney');
const { ROOT, ENTRY, buildServer, isServerBuildStale } = require('../../scripts/build-server');

const VENIA_VERSION = '14.5.1';
const PINS = {
  dependencies: { '@magento/experience-platform-connector': '1.0.12' },
  devDependencies: { '@magento/upward-security-headers': '1.1.20', autoprefixer: '^10.4.0' }
};
/** Tooling Venia's package lists for its own development, not needed to build or serve it. */
const DROPPED = [/^@storybook\//, /^eslint/, /^webpack-bundle-analyzer$/, /^prettier$/, /^babel-jest$/];

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const flag = (name) => args.includes(name);
const workDir = path.resolve(option('--dir') ?? path.join(os.tmpdir(), 'storefront-venia-compat'));
const veniaDir = path.join(workDir, 'venia-concept');

function run(command, commandArgs, options = {}) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status})`);
}

function install() {
  const marker = path.join(veniaDir, '.installed');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === VENIA_VERSION) return;
  fs.rmSync(veniaDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  run('npm', ['pack', `@magento/venia-concept@${VENIA_VERSION}`, '--silent'], { cwd: workDir });
  const tarball = path.join(workDir, `magento-venia-concept-${VENIA_VERSION}.tgz`);
  run('tar', ['xzf', tarball], { cwd: workDir });
  fs.renameSync(path.join(workDir, 'package'), veniaDir);
  fs.rmSync(tarball);

  const manifestPath = path.join(veniaDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  Object.assign(manifest.dependencies, PINS.dependencies);
  Object.assign(manifest.devDependencies, PINS.devDependencies);
  for (const name of Object.keys(manifest.devDependencies)) {
    if (DROPPED.some((pattern) => pattern.test(name))) delete manifest.devDependencies[name];
  }
  delete manifest.optionalDependencies;
  fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // What PWA Studio's scaffolder (create-pwa) writes beside a new Venia project.
  fs.writeFileSync(path.join(veniaDir, 'babel.config.js'), "module.exports = { presets: ['@magento/peregrine'] };\n");
  run('npm', ['install', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'], { cwd: veniaDir });
  fs.writeFileSync(marker, VENIA_VERSION);
}

async function waitFor(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function startStore() {
  if (isServerBuildStale()) buildServer();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venia-store-'));
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit']
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(new URL('/readyz', url), 120_000);
  return { url, child, dataDir };
}

function veniaEnv(backendUrl) {
  return {
    ...process.env,
    MAGENTO_BACKEND_URL: backendUrl,
    MAGENTO_BACKEND_EDITION: 'MOS',
    // Venia's checkout ships Braintree only; a sandbox token lets the payment step render (no payment is made).
    CHECKOUT_BRAINTREE_TOKEN: 'sandbox_8yrzsvtm_s2bg8fs563crhqzk',
    STORE_VIEW_CODE: 'default',
    // A Romanian store: Venia's address forms start on Romania (its default is the United States).
    DEFAULT_COUNTRY_CODE: 'RO',
    IMAGE_OPTIMIZING_ORIGIN: 'backend',
    DISABLE_V8_COMPILE_CACHE: '1',
    NODE_OPTIONS: '--openssl-legacy-provider'
  };
}

function buildVenia(backendUrl) {
  fs.writeFileSync(path.join(veniaDir, '.env'), `MAGENTO_BACKEND_URL=${backendUrl}\nCHECKOUT_BRAINTREE_TOKEN=sandbox_8yrzsvtm_s2bg8fs563crhqzk\n`);
  run(path.join(veniaDir, 'node_modules', '.bin', 'webpack'), ['--no-progress', '--env.mode', 'production'], {
    cwd: veniaDir,
    env: veniaEnv(backendUrl),
    stdio: ['ignore', 'ignore', 'inherit']
  });
}

async function serveVenia(backendUrl) {
  const port = await freePort();
  const child = spawn(path.join(veniaDir, 'node_modules', '.bin', 'buildpack'), ['serve', '.'], {
    cwd: veniaDir,
    env: { ...veniaEnv(backendUrl), PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit']
  });
  const url = `http://localhost:${port}/`;
  await waitFor(url, 60_000);
  return { url, child };
}

/**
 * Venia signs in (after creating an account, or on the sign-in page) by storing the customer's token
 * first, which refetches the header's cart queries with the guest cart's id and the new token, before
 * it swaps in the customer's cart. Magento 2.4.7 refuses a guest cart to a signed-in customer
 * (QuoteGraphQl's GetCartForUser: 'The current user cannot perform operations on cart …'), as our back
 * end does; Venia then merges the carts and carries on. Known to PWA Studio (magento/pwa-studio issue
 * #4536, 'Stale cartId after guest user logs in': getItemCount and MiniCartQuery on a real Magento).
 * Listed apart, not counted as our errors.
 */
const isSignInRace = (error) =>
  ['create account', 'sign in'].includes(error.step) && /^The current user cannot perform operations on cart "/.test(error.message);

function print(report) {
  console.log('\nVenia 14.5.1 on the embedded back end');
  for (const result of report.results) {
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.step} (${(result.ms / 1000).toFixed(1)} s)${result.error ? ` — ${result.error}` : ''}`);
  }
  const distinct = (items, key) => [...new Map(items.map((item) => [key(item), item])).values()];
  const line = (error) => `  [${error.step}] ${error.operation}: ${error.message}${error.path ? ` (at ${error.path})` : ''}`;
  const race = report.graphql.filter(isSignInRace);
  const graphql = distinct(
    report.graphql.filter((e) => !isSignInRace(e)),
    (e) => `${e.operation}\u0000${e.message}`
  );
  console.log(`\nGraphQL errors: ${report.graphql.length - race.length} (${graphql.length} distinct)`);
  for (const error of graphql) console.log(line(error));
  if (race.length) {
    console.log(`Magento's own answer to Venia's sign-in race: ${race.length} (not counted)`);
    for (const error of distinct(race, (e) => e.operation)) console.log(line(error));
  }
  console.log(`Page errors: ${report.page.length}`);
  for (const error of distinct(report.page, (e) => e.message)) console.log(`  [${error.step}] ${error.message}`);
  // Venia's template links Google's fonts and its telemetry hosts: unreachable on a machine without internet.
  const local = report.console.filter((e) => !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(e.message));
  console.log(`Console errors: ${local.length}`);
  for (const error of distinct(local, (e) => e.message)) console.log(`  [${error.step}] ${error.message}`);
  console.log(`Operations seen: ${report.operations.length}`);
  return report.results.every((r) => r.ok) && report.graphql.length === race.length && report.page.length === 0 && local.length === 0;
}

async function main() {
  install();
  const store = await startStore();
  let venia;
  const stop = () => {
    venia?.child.kill();
    store.child.kill();
    fs.rmSync(store.dataDir, { recursive: true, force: true });
  };
  try {
    buildVenia(store.url);
    venia = await serveVenia(store.url);
    const report = await walkVenia({ base: venia.url, backendUrl: store.url, screenshots: path.join(ROOT, 'test-results', 'venia') });
    const clean = print(report);
    if (flag('--keep')) {
      console.log(`\nStore ${store.url}, Venia ${venia.url}; Ctrl+C stops them.`);
      await new Promise(() => {});
    }
    process.exitCode = clean ? 0 : 1;
  } finally {
    if (!flag('--keep')) stop();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});

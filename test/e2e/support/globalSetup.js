// Builds what is missing or stale (npm run build:client / build:server), then starts the built server
// (node build/server/server.js) on a free port with a fresh DATA_DIR and waits for /healthz.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { ROOT, STATE_POINTER } = require('./paths');

const CLIENT_INPUTS = ['src', 'public', 'i18n', 'sw', 'webpack.config.ts', 'babel.config.js', 'package.json', 'scripts'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function isClientStale() {
  const built = path.join(ROOT, 'dist', 'index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return CLIENT_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > builtAt);
}

function run(command, args) {
  console.log(`\n[e2e] ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`[e2e] ${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`[e2e] the server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`[e2e] ${baseUrl}/healthz did not answer within ${timeoutMs / 1000} s`);
}

module.exports = async function globalSetup() {
  if (isClientStale()) run('npm', ['run', 'build:client']);
  const { isServerBuildStale, buildServer } = require(path.join(ROOT, 'scripts', 'build-server.js'));
  if (isServerBuildStale()) {
    console.log('\n[e2e] building the server');
    buildServer();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-data-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'build', 'server', 'server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', log, log],
    detached: false
  });
  try {
    // The first start seeds the demo store into the fresh data folder.
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    child.kill('SIGTERM');
    const output = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
    throw new Error(`${error.message}\n--- server log ---\n${output}`, { cause: error });
  }

  const state = { baseUrl, pid: child.pid, dataDir };
  fs.mkdirSync(path.dirname(STATE_POINTER), { recursive: true });
  fs.writeFileSync(STATE_POINTER, JSON.stringify(state));
  process.env.E2E_BASE_URL = baseUrl;
  globalThis.__E2E_SERVER__ = child;
  console.log(`\n[e2e] server on ${baseUrl} (data ${dataDir})`);
};

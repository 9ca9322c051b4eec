#!/usr/bin/env node
// npm run dev — webpack-dev-server with hot reload (react-refresh) on http://localhost:3000 (DEV_PORT),
// proxying /graphql, /rest, /media, /datalayer and /healthz to the storefront server (BACKEND_URL,
// default http://localhost:8080). If nothing answers there, the server is started here (npm start on
// that port, serving an empty static folder) and stopped with the dev server.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const BACKEND_URL = process.env.BACKEND_URL || 'http://localhost:8080';
process.env.BACKEND_URL = BACKEND_URL;

async function isUp(url) {
  try {
    const response = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntilUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isUp(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

function startBackend() {
  const port = new URL(BACKEND_URL).port || '80';
  // The dev server serves the SPA; the backend gets an empty static folder so it does not build one.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-dev-static-'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>dev</title>');
  console.log(`[dev] no server at ${BACKEND_URL}: starting one (npm start, PORT=${port})`);
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, STATIC_DIR: staticDir }
  });
  child.on('exit', (code) => {
    if (code) console.error(`[dev] the server exited with code ${code}`);
  });
  return child;
}

async function main() {
  let backend;
  if (!(await isUp(BACKEND_URL))) {
    backend = startBackend();
    if (!(await waitUntilUp(BACKEND_URL, 120_000))) {
      console.error(`[dev] the server did not answer on ${BACKEND_URL}/healthz within 2 minutes`);
      backend.kill('SIGTERM');
      process.exit(1);
    }
  }

  require('@babel/register')({ extensions: ['.ts'], cwd: ROOT });
  const webpack = require('webpack');
  const WebpackDevServer = require('webpack-dev-server');
  const { createConfig } = require(path.join(ROOT, 'webpack.config.ts'));
  const config = createConfig({ WEBPACK_SERVE: true }, { mode: 'development' });
  const server = new WebpackDevServer(config.devServer, webpack(config));

  const stop = async () => {
    await server.stop().catch(() => undefined);
    backend?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await server.start();
  console.log(`[dev] http://${config.devServer.host}:${config.devServer.port} (API from ${BACKEND_URL})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

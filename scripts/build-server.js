#!/usr/bin/env node
// npm run build:server — compiles server/ (TypeScript) to CommonJS in build/server with
// `tsc -p server/tsconfig.json`, then copies the files the server reads at run time (SQL migrations,
// GraphQL schema, any other non-TypeScript file) beside the compiled JS, so the same __dirname-based
// paths work from the sources (jest) and from the build.
//
// Also a module for start.js and store-db.js (seed.js, order.js): isServerBuildStale() and buildServer().
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const SERVER_DIR = path.join(ROOT, 'server');
const OUT_DIR = path.join(ROOT, 'build', 'server');
const ENTRY = path.join(OUT_DIR, 'server.js');

/** Every file under a folder, recursively. */
function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Files the compiled server needs as they are: everything except TypeScript, tests and tsconfig. */
function isRuntimeAsset(file) {
  const name = path.basename(file);
  return !/\.tsx?$/.test(name) && !/^tsconfig.*\.json$/.test(name);
}

/** True when build/server is missing or any file under server/ changed after the last build. */
function isServerBuildStale() {
  if (!fs.existsSync(ENTRY)) return true;
  const builtAt = fs.statSync(ENTRY).mtimeMs;
  return listFiles(SERVER_DIR).some((file) => fs.statSync(file).mtimeMs > builtAt);
}

function buildServer() {
  const started = Date.now();
  // A clean folder: a deleted resolver or migration must not survive in the build (both folders are
  // read at start-up).
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  const tsc = require.resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(SERVER_DIR, 'tsconfig.json')], {
    cwd: ROOT,
    stdio: 'inherit'
  });
  if (result.status !== 0) {
    throw new Error(`tsc -p server/tsconfig.json failed (exit code ${result.status}); the server was not built`);
  }
  let copied = 0;
  for (const file of listFiles(SERVER_DIR).filter(isRuntimeAsset)) {
    if (/\.test\./.test(path.basename(file))) continue;
    const target = path.join(OUT_DIR, path.relative(SERVER_DIR, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
    copied += 1;
  }
  // Stamp the entry point last: its mtime is what isServerBuildStale() compares with.
  const now = new Date();
  fs.utimesSync(ENTRY, now, now);
  console.log(`server built into ${path.relative(ROOT, OUT_DIR)} (${copied} assets copied) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

module.exports = { ROOT, OUT_DIR, ENTRY, buildServer, isServerBuildStale };

if (require.main === module) {
  try {
    buildServer();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

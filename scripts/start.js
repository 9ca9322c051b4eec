#!/usr/bin/env node
// npm start — builds what is not built, then runs the server:
// - no dist/index.html (or STATIC_DIR/index.html): `npm run build:client`;
// - build/server missing or older than any file under server/: the server build (build-server.js);
// - then `node build/server/server.js`, forwarding SIGINT/SIGTERM and its exit code. On PostgreSQL
//   (DATABASE_URL) that process is the primary of WEB_CONCURRENCY worker processes on one port
//   (server/cluster.ts; default one per core); it closes them gracefully on the forwarded signal.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { ROOT, ENTRY, buildServer, isServerBuildStale } = require('./build-server');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit code ${result.status})`);
    process.exit(result.status || 1);
  }
}

function main() {
  const staticDir = path.resolve(ROOT, process.env.STATIC_DIR || 'dist');
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    console.log(`${path.relative(ROOT, staticDir) || staticDir}/index.html is missing: building the client`);
    run('npm', ['run', 'build:client']);
  }
  if (isServerBuildStale()) {
    console.log('the server build is missing or older than server/: building the server');
    try {
      buildServer();
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }

  const server = spawn(process.execPath, ['--enable-source-maps', ENTRY], { cwd: ROOT, stdio: 'inherit' });
  const forward = (signal) => () => server.kill(signal);
  process.on('SIGINT', forward('SIGINT'));
  process.on('SIGTERM', forward('SIGTERM'));
  server.on('exit', (code, signal) => {
    // Exit as the server did: its code, or 128 + signal number as a shell reports a signal death.
    process.exit(signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));
  });
}

main();

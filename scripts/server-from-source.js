#!/usr/bin/env node
// node scripts/server-from-source.js — runs the server straight from its TypeScript sources
// (server/server.ts through @babel/register, the Babel setup the jest tests use), without building
// build/server. The multi-process tests (server/scaleOut.test.ts) start their servers this way, so they
// test the code as it is; node:cluster's workers run this same file, so they load the sources too.
// Compiled files are cached (node_modules/.cache/@babel/register): later starts take a second or two.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
// babel.config.js targets the running Node in its test environment (no down-levelling).
process.env.BABEL_ENV = process.env.BABEL_ENV || 'test';
// The compiled files' cache, wherever the process was started from (the tests start it elsewhere).
process.env.BABEL_CACHE_PATH =
  process.env.BABEL_CACHE_PATH || path.join(ROOT, 'node_modules', '.cache', '@babel', 'register', 'server-from-source.json');
const sources = [path.join(ROOT, 'server') + path.sep, path.join(ROOT, 'shared') + path.sep];
require('@babel/register')({
  cwd: ROOT,
  extensions: ['.ts', '.js'],
  only: [(file) => sources.some((dir) => file.startsWith(dir))],
  cache: true
});
require(path.join(ROOT, 'server', 'server.ts'));

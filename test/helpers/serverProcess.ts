/**
 * Real storefront server processes for the multi-process tests: `node scripts/server-from-source.js`
 * (the server straight from its TypeScript sources, as `npm start` runs the built one), on a port of
 * their own, with the environment a test gives and nothing of the test runner's. Their log (pino's
 * JSON lines, the cluster primary's too) is kept for assertions.
 *
 *   const a = startServerProcess('A', { DATABASE_URL: url, MEDIA_DIR: media, STATIC_DIR: dist });
 *   await waitUntilReady(a);
 *   await graphql(a, '{ storeConfig { store_code } }');
 *   await a.stop();
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './postgres';

const ROOT = path.resolve(__dirname, '..', '..');
const LAUNCHER = path.join(ROOT, 'scripts', 'server-from-source.js');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  name: string;
  port: number;
  pid: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** The `msg` of every JSON log line so far, with the pid that wrote it. */
  messages(): Array<{ pid: number; msg: string }>;
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** A static folder with a bare index.html, so the servers need no client build. */
export function bareStaticDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-static-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Storefront</title></head><body></body></html>');
  return dir;
}

export async function startServerProcess(name: string, env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [LAUNCHER], {
    // Not the project root: a developer's .env there must not change what the test starts.
    cwd: os.tmpdir(),
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? os.tmpdir(),
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      LOG_LEVEL: 'info',
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    name,
    port: listenPort,
    pid: child.pid ?? 0,
    origin: `http://127.0.0.1:${listenPort}`,
    output: () => output,
    messages: () =>
      output.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return [];
        try {
          const entry = JSON.parse(line) as { pid?: number; msg?: string };
          return typeof entry.msg === 'string' ? [{ pid: entry.pid ?? 0, msg: entry.msg }] : [];
        } catch {
          return [];
        }
      }),
    exited,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    }
  };
}

/** Resolves once GET /readyz answers 200; fails with the process's log if it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone: Exit | undefined;
  void server.exited.then((exit) => (gone = exit));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server ${server.name} exited (${JSON.stringify(gone)}) before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server ${server.name} was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

export interface GraphqlAnswer {
  status: number;
  data?: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  errors?: Array<{ message: string; extensions?: { category?: string; code?: string } }>;
}

/** A GraphQL POST to one server, in the English store view unless told. */
export async function graphql(
  server: Pick<ServerProcess, 'origin'>,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; store?: string; ip?: string } = {}
): Promise<GraphqlAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', store: options.store ?? 'en_storeview' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${server.origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as Omit<GraphqlAnswer, 'status'>;
  return { status: response.status, ...body };
}

/**
 * A throw-away PostgreSQL server for the tests that need a real one: Debian's PostgreSQL (package
 * postgresql, binaries under /usr/lib/postgresql/<version>/bin) in a temporary data directory, on a
 * free loopback port, without fsync. Without the binaries, startPostgres() fails saying how to install
 * them (.ci/run does). Plain TypeScript on node's and pg's modules, so `npm run bench` loads it too
 * (test/bench/workers.js).
 *
 *   const pg = await startPostgres();
 *   const url = await pg.createDatabase('storefront');   // postgres://storefront@127.0.0.1:<port>/storefront
 *   ...
 *   pg.stop();
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface TestPostgres {
  port: number;
  /** The URL of a database of this server (which must exist). */
  url(database: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its files. */
  stop(): void;
}

/** The newest installed server version's bin folder, e.g. /usr/lib/postgresql/15/bin. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its tools run as the 'postgres' user the package creates. */
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
function runPg(binDir: string, tool: string, args: string[]): string {
  const binary = path.join(binDir, tool);
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Starts a PostgreSQL server of its own; `settings` are extra -c name=value server settings. */
export async function startPostgres(settings: Record<string, string | number> = {}): Promise<TestPostgres> {
  const binDir = postgresBinDir();
  if (!binDir) {
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: install postgresql ' +
        '(Debian: apt-get install -y postgresql) — .ci/run does this on CI' + (process.env.CI === 'true' ? ' (CI=true)' : '')
    );
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'));
  const dataDir = path.join(workDir, 'data');
  let started = false;
  const stop = () => {
    if (started) runPg(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(workDir, uid, gid);
    }
    runPg(binDir, 'initdb', ['-D', dataDir, '-U', 'storefront', '--auth=trust', '-E', 'UTF8', '--locale=C']);
    const port = await freePort();
    const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`).join('');
    runPg(binDir, 'pg_ctl', [
      '-D', dataDir,
      '-l', path.join(workDir, 'postgres.log'),
      '-o', `-p ${port} -k ${workDir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off${extra}`,
      '-w', 'start'
    ]);
    started = true;
    const url = (database: string) => `postgres://storefront@127.0.0.1:${port}/${database}`;
    return {
      port,
      url,
      async createDatabase(name: string) {
        const admin = new Client({ connectionString: url('postgres') });
        await admin.connect();
        try {
          await admin.query(`CREATE DATABASE "${name}"`);
        } finally {
          await admin.end();
        }
        return url(name);
      },
      stop
    };
  } catch (error) {
    stop();
    throw error;
  }
}

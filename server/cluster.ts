/**
 * Several server processes on one port (node:cluster): the primary process forks the workers, each a
 * whole storefront server (server.ts) with its own connection pool, and the primary hands incoming
 * connections to them in turn. Nothing a request needs lives only in one worker's memory (README,
 * "Several processes and machines"), so any worker may answer any request.
 *
 * - How many: workerPlan(). PostgreSQL (DATABASE_URL): WEB_CONCURRENCY, default one per core. PGlite is
 *   a database inside the process, which one process opens: always one. Proxy mode: WEB_CONCURRENCY,
 *   default one.
 * - A worker that fails while starting stops the whole server (as a single process would: a bad
 *   database URL, a failing migration); a worker that dies later is replaced.
 * - SIGTERM / SIGINT: every worker closes gracefully (server.ts), the primary exits once all have, or
 *   kills what is left after the shutdown bound.
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { LogLevel, ServerConfig } from './config';

export interface WorkerPlan {
  /** Processes that serve: 1 = this process serves itself, no cluster. */
  workers: number;
  /** Why that many, for the start-up log. */
  reason: string;
}

/** How many worker processes to run for a configuration on a machine with `cores` cores. */
export function workerPlan(
  config: Pick<ServerConfig, 'databaseUrl' | 'magentoBackendUrl' | 'webConcurrency'>,
  cores: number = os.availableParallelism()
): WorkerPlan {
  const set = config.webConcurrency;
  if (config.magentoBackendUrl) {
    const workers = set ?? 1;
    return { workers, reason: set ? `proxy mode: WEB_CONCURRENCY=${set}` : 'proxy mode: one process (WEB_CONCURRENCY sets more)' };
  }
  if (!config.databaseUrl) {
    return {
      workers: 1,
      reason:
        'PGlite is an in-process database that only one process may open: one server process' +
        (set && set > 1 ? ` (WEB_CONCURRENCY=${set} ignored)` : '') +
        '; set DATABASE_URL to a PostgreSQL server to run one per core'
    };
  }
  if (set) return { workers: set, reason: `PostgreSQL: WEB_CONCURRENCY=${set}` };
  return { workers: cores, reason: `PostgreSQL: one worker process per core (${cores}; WEB_CONCURRENCY sets another number)` };
}

/** The message a worker sends the primary once it listens. */
export const WORKER_READY = 'storefront:worker-ready';

/** Tells the primary (if any) that this process serves now. */
export function reportWorkerReady(): void {
  if (cluster.isWorker) process.send?.({ type: WORKER_READY });
}

const PINO_LEVELS: Record<Exclude<LogLevel, 'silent'>, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** A log line shaped as the workers' (pino's JSON), so one log holds both. */
function primaryLogger(level: LogLevel) {
  const threshold = level === 'silent' ? Infinity : PINO_LEVELS[level];
  const write = (lineLevel: keyof typeof PINO_LEVELS) => (msg: string) => {
    if (PINO_LEVELS[lineLevel] < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: PINO_LEVELS[lineLevel], time: Date.now(), pid: process.pid, hostname: os.hostname(), role: 'primary', msg })}\n`);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** Least time between two replacements of crashed workers, so a crash loop does not spin. */
const RESTART_DELAY_MS = 1_000;

/** Runs the cluster's primary process: forks plan.workers workers of this same script and watches them. */
export function runPrimary(config: Pick<ServerConfig, 'logLevel' | 'port' | 'shutdownTimeoutMs'>, plan: WorkerPlan): void {
  const log = primaryLogger(config.logLevel);
  const started = Date.now();
  const ready = new Set<number>();
  let everyoneReady = false;
  let stopping = false;
  let exitCode = 0;
  let lastRestart = 0;

  log.info(`starting ${plan.workers} worker processes (${plan.reason})`);
  const fork = (): Worker => cluster.fork();
  for (let i = 0; i < plan.workers; i += 1) fork();

  cluster.on('message', (worker, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== WORKER_READY) return;
    ready.add(worker.id);
    if (!everyoneReady && ready.size >= plan.workers) {
      everyoneReady = true;
      log.info(`storefront ready in ${Date.now() - started} ms: ${plan.workers} workers on port ${config.port}`);
    }
  });

  const stop = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = Math.max(exitCode, code);
    const live = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w && !w.isDead()));
    log.info(`${reason}: closing ${live.length} workers`);
    if (!live.length) process.exit(exitCode);
    for (const worker of live) worker.process.kill('SIGTERM');
    // The workers bound their own shutdown by SHUTDOWN_TIMEOUT; this is for one that hangs anyway.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) {
        if (worker && !worker.isDead()) {
          log.error(`worker ${worker.process.pid} still running ${config.shutdownTimeoutMs + 5_000} ms after ${reason}: killing it`);
          worker.process.kill('SIGKILL');
        }
      }
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (!Object.values(cluster.workers ?? {}).some((w) => w && !w.isDead())) {
        log.info('all workers closed');
        process.exit(exitCode);
      }
      return;
    }
    if (!wasReady && !everyoneReady) {
      log.error(`worker ${worker.process.pid} stopped while starting (${how}): stopping the server`);
      stop('a worker failed to start', 1);
      return;
    }
    const wait = Math.max(0, lastRestart + RESTART_DELAY_MS - Date.now());
    lastRestart = Date.now() + wait;
    log.warn(`worker ${worker.process.pid} stopped (${how}): starting another in ${wait} ms`);
    setTimeout(() => {
      if (!stopping) fork();
    }, wait);
  });

  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
}

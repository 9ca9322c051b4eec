/**
 * Keeps the catalogue read model current while the server runs: special prices and "new" windows
 * start and end by date, so the price index is refreshed at start and after every midnight; the
 * listing caches of every store view are then loaded so the first shopper does not pay for it. Every
 * server process does this; only the first to find prices out of date writes them (refreshPriceIndex).
 */
import type { Db } from '../db/client';
import { refreshPriceIndex } from '../repositories/catalogIndex';
import { listStoreViews } from '../repositories/stores';
import { warmCatalogCaches } from './catalog';

export interface CatalogMaintenance {
  /** Resolves once the first refresh and warm-up are done. */
  ready: Promise<void>;
  stop(): void;
}

const msUntilNextMidnight = (now: Date): number => {
  const next = new Date(now);
  next.setHours(24, 0, 5, 0);
  return next.getTime() - now.getTime();
};

export function startCatalogMaintenance(db: Db, log: (message: string, error?: unknown) => void): CatalogMaintenance {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = async () => {
    const started = Date.now();
    const changed = await refreshPriceIndex(db);
    const stores = await listStoreViews(db);
    await warmCatalogCaches(db, stores.map((store) => store.id));
    log(`catalogue prices ${changed ? 'refreshed' : 'already current'} and caches warm in ${Date.now() - started} ms`);
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      run()
        .catch((error: unknown) => log('catalogue maintenance failed', error))
        .finally(schedule);
    }, msUntilNextMidnight(new Date()));
    timer.unref();
  };

  const ready = run()
    .catch((error: unknown) => log('catalogue maintenance failed', error))
    .finally(schedule);

  return {
    ready,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    }
  };
}

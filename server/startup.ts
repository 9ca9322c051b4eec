/**
 * What a server process does to its database before it serves: apply the missing migrations and seed
 * an empty database, under the database's start-up lock. Any number of processes (the workers of one
 * machine, replicas on several) may start together on an empty or a migrated database: the first to
 * take the lock migrates and seeds, the others wait for it and then find nothing left to do.
 */
import type { Db } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './seed';

export interface PrepareOptions {
  /** Products the first seed generates (SEED_PRODUCTS). */
  products: number;
  /** Where the seed draws its images (MEDIA_DIR). */
  mediaDir: string;
  log: (message: string) => void;
}

export interface Prepared {
  /** Migrations this process applied (none when another process had applied them). */
  migrated: string[];
  /** Seed parts this process wrote (content, catalog, sales; none on a seeded database). */
  seeded: string[];
}

export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<Prepared> {
  const work = async (): Promise<Prepared> => {
    const migrated = await migrate(db);
    if (migrated.length) options.log(`migrations applied: ${migrated.join(', ')}`);
    const { seeded } = await seed(db, { products: options.products, mediaDir: options.mediaDir, log: options.log });
    if (seeded.length) options.log(`seeded: ${seeded.join(', ')}`);
    return { migrated, seeded };
  };
  if (!db.withStartupLock) return work();
  return db.withStartupLock(work, () => options.log('another process is migrating or seeding the database: waiting for it'));
}

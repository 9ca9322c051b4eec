/** rate_limit_counter: fixed-window hit counters in the database, so every replica shares them. */
import type { Queryable } from '../db/client';

/** Counts one hit in the bucket's window and returns the window's total so far. */
export async function countHit(db: Queryable, bucket: string, windowStart: Date): Promise<number> {
  const row = await db.one<{ hits: number }>(
    `INSERT INTO rate_limit_counter (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_counter.hits + 1
     RETURNING hits`,
    [bucket, windowStart]
  );
  return row?.hits ?? 1;
}

/** Drops windows that ended before the given time. */
export async function deleteOldWindows(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM rate_limit_counter WHERE window_start < $1', [before]);
}


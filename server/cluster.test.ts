/** How many worker processes npm start runs (workerPlan); the processes themselves: scaleOut.test.ts. */
import { workerPlan } from './cluster';

const POSTGRES = 'postgres://shop@db/shop';

describe('workerPlan', () => {
  it('runs one worker per core on PostgreSQL unless WEB_CONCURRENCY says how many', () => {
    expect(workerPlan({ databaseUrl: POSTGRES, magentoBackendUrl: undefined, webConcurrency: undefined }, 4)).toEqual({
      workers: 4,
      reason: 'PostgreSQL: one worker process per core (4; WEB_CONCURRENCY sets another number)'
    });
    expect(workerPlan({ databaseUrl: POSTGRES, magentoBackendUrl: undefined, webConcurrency: 3 }, 4)).toEqual({ workers: 3, reason: 'PostgreSQL: WEB_CONCURRENCY=3' });
  });

  it('keeps the embedded PGlite in one process and says why, even when WEB_CONCURRENCY asks for more', () => {
    const plan = workerPlan({ databaseUrl: undefined, magentoBackendUrl: undefined, webConcurrency: 4 }, 8);
    expect(plan.workers).toBe(1);
    expect(plan.reason).toBe(
      'PGlite is an in-process database that only one process may open: one server process (WEB_CONCURRENCY=4 ignored); set DATABASE_URL to a PostgreSQL server to run one per core'
    );
    expect(workerPlan({ databaseUrl: undefined, magentoBackendUrl: undefined, webConcurrency: undefined }, 8).workers).toBe(1);
  });

  it('runs one process in proxy mode unless WEB_CONCURRENCY says more', () => {
    expect(workerPlan({ databaseUrl: undefined, magentoBackendUrl: 'https://m.example', webConcurrency: undefined }, 8).workers).toBe(1);
    expect(workerPlan({ databaseUrl: undefined, magentoBackendUrl: 'https://m.example', webConcurrency: 2 }, 8).workers).toBe(2);
  });
});

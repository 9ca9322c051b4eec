/**
 * jest globalSetup of the "server" project: migrates and seeds the demo store once per run (or reuses
 * the snapshot of an earlier run of the same code) so createTestApp() only has to load it.
 * A failing seed does not stop the run: tests that need the demo store fail with the reason
 * (SEED_ERROR_ENV), the others run.
 */
import { ensureDemoSnapshot, ensureMigratedSnapshot, SEED_ERROR_ENV } from './demoSnapshot';

export default async function serverGlobalSetup(): Promise<void> {
  delete process.env[SEED_ERROR_ENV];
  await ensureMigratedSnapshot();
  try {
    await ensureDemoSnapshot((message) => process.stderr.write(`[server tests] ${message}\n`));
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.env[SEED_ERROR_ENV] = reason;
    process.stderr.write(`[server tests] seeding the demo store failed; tests that need it will fail:\n${reason}\n`);
  }
}

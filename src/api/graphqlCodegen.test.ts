/**
 * @jest-environment node
 */
// The generated GraphQL modules (foo.generated.ts beside each foo.graphql, and the shared schema types)
// are committed. This runs GraphQL Code Generator with codegen.ts in check mode (it generates in memory
// and compares with the files on disk) and fails when a committed file differs from what it would
// write, or when a generated module has lost its .graphql file: after editing a .graphql file or the
// server schema, run npm run codegen.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const SCHEMA_TYPES = path.join(ROOT, 'src', 'api', 'schemaTypes.generated.ts');

function listFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

describe('generated GraphQL modules', () => {
  it('are what npm run codegen generates from the .graphql files and the server schema', () => {
    const cli = path.join(ROOT, 'node_modules', '@graphql-codegen', 'cli', 'esm', 'bin.js');
    const run = spawnSync(process.execPath, [cli, '--config', 'codegen.ts', '--check', '--errors-only'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' }
    });
    const report = `${run.stdout}\n${run.stderr}`;
    // On failure: the stale files, or why codegen could not run (an invalid document, say).
    expect(run.status === 0 ? '' : report.trim()).toBe('');
  }, 120000);

  it('each have their .graphql file', () => {
    const orphans = listFiles(path.join(ROOT, 'src'), '.generated.ts')
      .filter((file) => file !== SCHEMA_TYPES)
      .filter((file) => !listFiles(path.dirname(file), '.graphql').includes(file.replace(/\.generated\.ts$/, '.graphql')));
    expect(orphans.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

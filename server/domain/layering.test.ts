/**
 * Dependencies point one way: transports (server/graphql, server/rest) → services → repositories → db,
 * with server/domain (errors, request context) beneath all of them. A service that imported a transport
 * could no longer serve the other one; this test fails on the first such import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SERVER = path.resolve(__dirname, '..');
const TRANSPORTS = ['graphql', 'rest'].map((folder) => path.join(SERVER, folder));
const TRANSPORT_PACKAGES = /^(fastify|mercurius|@fastify\/)/;

/** The source files of a folder of server/, tests and test kits left out (they drive the app on purpose). */
function sourceFiles(folder: string): string[] {
  const root = path.join(SERVER, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/\.(test|testkit)\.ts$/.test(file))
    .map((file) => path.join(root, file));
}

/** Every module a file imports (import, import type, export … from, require, import()). */
function importsOf(file: string): string[] {
  return ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((imported) => imported.fileName);
}

const inside = (target: string, folder: string) => target === folder || target.startsWith(`${folder}${path.sep}`);

function offendingImports(folders: string[], isForbidden: (specifier: string, target: string | null) => boolean): string[] {
  return folders.flatMap((folder) =>
    sourceFiles(folder).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => isForbidden(specifier, specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null))
        .map((specifier) => `${path.relative(SERVER, file)} imports ${specifier}`)
    )
  );
}

describe('server layering', () => {
  it('finds the imports it looks for', () => {
    expect(importsOf(path.join(SERVER, 'rest', 'index.ts'))).toEqual(expect.arrayContaining(['../domain/errors', 'fastify']));
  });

  it('keeps services, repositories, the database and the domain free of the transports', () => {
    const offending = offendingImports(
      ['services', 'repositories', 'db', 'domain'],
      (specifier, target) => TRANSPORT_PACKAGES.test(specifier) || (target !== null && TRANSPORTS.some((folder) => inside(target, folder)))
    );
    expect(offending).toEqual([]);
  });

  it('keeps the domain beneath the services and repositories', () => {
    const above = ['services', 'repositories', 'graphql', 'rest'].map((folder) => path.join(SERVER, folder));
    const offending = offendingImports(['domain'], (_specifier, target) => target !== null && above.some((folder) => inside(target, folder)));
    expect(offending).toEqual([]);
  });
});

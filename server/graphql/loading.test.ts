import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSchemaFromSources, loadResolverMaps, mergeResolvers, readSchemaFiles, SCHEMA_DIR } from './index';

describe('buildSchemaFromSources', () => {
  const base = readSchemaFiles(SCHEMA_DIR).filter((f) => f.file === 'base.graphql');

  it('lets domain files extend Query and Mutation', () => {
    const schema = buildSchemaFromSources([
      ...base,
      { file: 'a.graphql', sdl: 'extend type Query { storeName: String }' },
      { file: 'b.graphql', sdl: 'extend type Mutation { contactUs(name: String!): Boolean }' }
    ]);
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {})).toEqual(['storeName']);
    expect(Object.keys(schema.getMutationType()?.getFields() ?? {})).toEqual(['contactUs']);
  });

  it('leaves out a Mutation type nobody extended', () => {
    const schema = buildSchemaFromSources([...base, { file: 'a.graphql', sdl: 'extend type Query { x: Int }' }]);
    expect(schema.getMutationType()).toBeUndefined();
  });

  it('says so when no file adds a Query field', () => {
    expect(() => buildSchemaFromSources(base)).toThrow('The GraphQL schema has no Query field');
  });

  it('names the file of a syntax error', () => {
    expect(() => buildSchemaFromSources([...base, { file: 'broken.graphql', sdl: 'extend type Query { x: }' }])).toThrow(
      /^GraphQL schema file broken\.graphql: Syntax Error/
    );
  });

  it('reads base.graphql first', () => {
    expect(readSchemaFiles(SCHEMA_DIR)[0].file).toBe('base.graphql');
  });
});

describe('mergeResolvers', () => {
  const a = () => 'a';
  const b = () => 'b';

  it('merges maps type by type', () => {
    expect(mergeResolvers([{ Query: { a } }, { Query: { b }, Product: { name: a } }])).toEqual({
      Query: { a, b },
      Product: { name: a }
    });
  });

  it('refuses a field resolved twice', () => {
    expect(() => mergeResolvers([{ Query: { a } }, { Query: { a: b } }])).toThrow('Resolver resolvers.Query.a is defined twice');
  });

  it('does not modify the maps it merges', () => {
    const first = { Query: { a } };
    mergeResolvers([first, { Query: { b } }]);
    expect(first).toEqual({ Query: { a } });
  });
});

describe('loadResolverMaps', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-resolvers-'));
    writeFileSync(path.join(dir, 'stores.ts'), "export default { Query: { storeName: () => 'GNC' } };\n");
    writeFileSync(path.join(dir, 'blog.ts'), "const map = { Query: { blogPosts: () => [] } };\nexport default map;\n");
    writeFileSync(path.join(dir, 'blog.test.ts'), 'throw new Error("tests are not resolvers");\n');
    writeFileSync(path.join(dir, 'notes.md'), '# not code\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the default export of every module of the folder, in name order, tests excluded', () => {
    const maps = loadResolverMaps(dir);
    expect(maps.map((m) => Object.keys(m.Query))).toEqual([['blogPosts'], ['storeName']]);
  });

  it('gives nothing for a missing folder', () => {
    expect(loadResolverMaps(path.join(dir, 'nope'))).toEqual([]);
  });
});

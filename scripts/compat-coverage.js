#!/usr/bin/env node
// node scripts/compat-coverage.js --magento-schema <dir> [--magento-schema <dir> ...] [--json]
//
// How much of Magento's GraphQL schema the embedded back end serves. Each <dir> holds Magento's
// schema.graphqls files (one per module, copied from a Magento installation's
// app/code/Magento/*/etc/schema.graphqls; the project keeps none of them). The files are composed as
// Magento composes them: every `type X` of every module adds its fields to X (Magento merges a type
// declared in several modules; `extend` is merged too), an object type also carries the fields of the
// interfaces it implements, and Magento's own directives (@doc, @resolver, @typeResolver, @cache...)
// are ignored. Then, for each Magento object, interface and input type that our schema
// (server/graphql/schemaSources.ts, read from its TypeScript source through @babel/register as
// scripts/server-from-source.js does) also has, it prints the fields we serve out of Magento's, the
// fields we lack by type, and Magento's root fields (Query, Mutation) that we lack.
const fs = require('node:fs');
const path = require('node:path');
const { parse, Kind, isObjectType, isInterfaceType, isInputObjectType } = require('graphql');

const ROOT = path.resolve(__dirname, '..');

function readArgs(argv) {
  const dirs = [];
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--magento-schema') dirs.push(argv[++i]);
    else if (argv[i].startsWith('--magento-schema=')) dirs.push(argv[i].slice('--magento-schema='.length));
    else if (argv[i] === '--json') json = true;
    else throw new Error(`Unknown argument ${argv[i]}`);
  }
  if (!dirs.length || dirs.some((d) => !d)) {
    throw new Error('Usage: node scripts/compat-coverage.js --magento-schema <dir of *.graphqls> [--magento-schema <dir>] [--json]');
  }
  return { dirs, json };
}

/**
 * Magento's SDL as GraphQL's grammar reads it: Magento writes empty bodies (`type ProductLinks implements
 * ProductLinksInterface {}`) and lists interfaces with commas (`implements ProductInterface, RoutableInterface`).
 */
const readable = (sdl) =>
  sdl
    .replace(/\{\s*\}/g, '')
    .replace(/(\bimplements\s+)([A-Za-z_][\w\s,&]*?)(?=\s*(?:\{|@|$))/gm, (_, keyword, list) =>
      keyword + list.split(/[\s,&]+/).filter(Boolean).join(' & ')
    );

const OUTPUT_KINDS = new Set([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_EXTENSION
]);
const INPUT_KINDS = new Set([Kind.INPUT_OBJECT_TYPE_DEFINITION, Kind.INPUT_OBJECT_TYPE_EXTENSION]);
const INTERFACE_KINDS = new Set([Kind.INTERFACE_TYPE_DEFINITION, Kind.INTERFACE_TYPE_EXTENSION]);

/** Magento's composed types: name → { kind: 'object' | 'interface' | 'input', fields: Set, interfaces: Set }. */
function composeMagento(dirs) {
  const types = new Map();
  const files = [];
  for (const dir of dirs) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.graphqls')).sort()) {
      files.push(path.join(dir, file));
    }
  }
  if (!files.length) throw new Error(`No *.graphqls files in ${dirs.join(', ')}`);
  for (const file of files) {
    let document;
    try {
      document = parse(readable(fs.readFileSync(file, 'utf8')), { noLocation: true });
    } catch (error) {
      throw new Error(`${file}: ${error.message}`, { cause: error });
    }
    for (const definition of document.definitions) {
      const output = OUTPUT_KINDS.has(definition.kind);
      if (!output && !INPUT_KINDS.has(definition.kind)) continue;
      const name = definition.name.value;
      const kind = !output ? 'input' : INTERFACE_KINDS.has(definition.kind) ? 'interface' : 'object';
      const type = types.get(name) ?? { kind, fields: new Set(), interfaces: new Set() };
      // An interface declared as `interface X` in one module stays an interface when another writes `type X`.
      if (kind === 'interface') type.kind = 'interface';
      for (const field of definition.fields ?? []) type.fields.add(field.name.value);
      for (const iface of definition.interfaces ?? []) type.interfaces.add(iface.name.value);
      types.set(name, type);
    }
  }
  // An implementation carries its interfaces' fields (Magento copies them into the implementing type).
  for (const type of types.values()) {
    if (type.kind !== 'object') continue;
    for (const name of type.interfaces) {
      for (const field of types.get(name)?.fields ?? []) type.fields.add(field);
    }
  }
  return { types, files: files.length };
}

/** Our served schema, built from server/graphql/schema/*.graphql by the server's own code. */
function loadServerSchema() {
  process.env.BABEL_ENV = process.env.BABEL_ENV || 'test';
  require('@babel/register')({
    cwd: ROOT,
    extensions: ['.ts'],
    only: [(file) => file.startsWith(path.join(ROOT, 'server') + path.sep)],
    cache: false
  });
  return require(path.join(ROOT, 'server', 'graphql', 'schemaSources.ts')).buildServerSchema();
}

const kindOf = (type) =>
  isObjectType(type) ? 'object' : isInterfaceType(type) ? 'interface' : isInputObjectType(type) ? 'input' : null;

function measure(magento, schema) {
  const byType = [];
  for (const [name, type] of [...magento.types].sort(([a], [b]) => a.localeCompare(b))) {
    const ours = schema.getType(name);
    const ourKind = ours && kindOf(ours);
    if (!ourKind || (ourKind === 'input') !== (type.kind === 'input')) continue;
    const ourFields = ours.getFields();
    const total = [...type.fields].sort();
    const missing = total.filter((field) => !(field in ourFields));
    byType.push({ name, kind: type.kind, total: total.length, served: total.length - missing.length, missing });
  }
  const sum = (rows) => rows.reduce((acc, r) => ({ served: acc.served + r.served, total: acc.total + r.total }), { served: 0, total: 0 });
  const output = sum(byType.filter((r) => r.kind !== 'input'));
  const input = sum(byType.filter((r) => r.kind === 'input'));
  const rootMissing = {};
  for (const root of ['Query', 'Mutation']) {
    rootMissing[root] = byType.find((r) => r.name === root)?.missing ?? [...(magento.types.get(root)?.fields ?? [])].sort();
  }
  const notImplemented = [...magento.types.keys()].filter((name) => !schema.getType(name)).sort();
  return { byType, output, input, rootMissing, notImplemented };
}

const percent = ({ served, total }) => (total ? ((100 * served) / total).toFixed(1) : '100.0');

function main() {
  const { dirs, json } = readArgs(process.argv.slice(2));
  const magento = composeMagento(dirs);
  const result = measure(magento, loadServerSchema());
  if (json) {
    process.stdout.write(`${JSON.stringify({ files: magento.files, ...result }, null, 2)}\n`);
    return;
  }
  const { byType, output, input, rootMissing, notImplemented } = result;
  const types = byType.filter((r) => r.kind !== 'input');
  const inputs = byType.filter((r) => r.kind === 'input');
  console.log(`Magento schema: ${magento.files} files, ${magento.types.size} object, interface and input types`);
  console.log(`Types we implement: ${types.length} object and interface types, ${inputs.length} input types`);
  console.log(`Fields served (object and interface types): ${output.served} of ${output.total} (${percent(output)}%)`);
  console.log(`Input fields accepted: ${input.served} of ${input.total} (${percent(input)}%)`);
  const incomplete = byType.filter((r) => r.missing.length);
  if (incomplete.length) {
    console.log('\nMissing fields by type:');
    for (const row of incomplete) {
      if (row.name === 'Query' || row.name === 'Mutation') continue;
      console.log(`  ${row.name} (${row.kind}, ${row.served}/${row.total}): ${row.missing.join(', ')}`);
    }
  }
  for (const root of ['Query', 'Mutation']) {
    console.log(`\nMagento ${root} fields we lack (${rootMissing[root].length}): ${rootMissing[root].join(', ') || 'none'}`);
  }
  console.log(`\nMagento types we do not have (${notImplemented.length}): ${notImplemented.join(', ')}`);
}

try {
  main();
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
}

// Every GraphQL document of the storefront works on a Magento without the retailer's extensions
// (shared/magentoExtensions.json): as the Apollo link sends it there — without the fields of every
// extension (stripFields.ts) — it validates against the core schema (the server's schema without every
// extension). A document that belongs to an extension says so on the line above it
// (`# extension: blog`); it then validates against core + that extension, and each module that uses it
// checks the extension first (useCapability('blog'), <CapabilityGate extension="blog">, or the
// planner's capabilities.blog / has('blog')).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { Kind, NoUnusedFragmentsRule, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';

import { buildServerSchema } from '../../../server/graphql/schemaSources';
import { asksNothing, EXTENSION_NAMES, fieldNamesOf, isExtensionName, withoutFields, type MagentoExtension } from '.';

const SRC = path.join(__dirname, '..', '..');

function listFiles(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full, test);
    return test(entry.name) ? [full] : [];
  });
}

const DECLARATION = /^#\s*extension:\s*(\S+)\s*$/;

/** Operation and fragment names → the extension declared on the comment lines right above them. */
function declarations(): { byName: Map<string, string>; unknown: string[] } {
  const byName = new Map<string, string>();
  const unknown: string[] = [];
  for (const file of listFiles(SRC, (name) => name.endsWith('.graphql'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      const definition = /^(?:query|mutation|fragment)\s+(\w+)/.exec(line);
      if (!definition) return;
      for (let above = index - 1; above >= 0 && lines[above].startsWith('#'); above -= 1) {
        const declared = DECLARATION.exec(lines[above])?.[1];
        if (!declared) continue;
        if (!isExtensionName(declared)) unknown.push(`${path.relative(SRC, file)}: ${declared}`);
        byName.set(definition[1], declared);
      }
    });
  }
  return { byName, unknown };
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

interface NamedDocument {
  module: string;
  exportName: string;
  /** The operation's name (or the fragment's, for a fragment document). */
  name: string;
  document: DocumentNode;
}

function generatedDocuments(): NamedDocument[] {
  const documents: NamedDocument[] = [];
  for (const file of listFiles(SRC, (name) => name.endsWith('.generated.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const moduleExports = require(file) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(moduleExports)) {
      if (!isDocument(value)) continue;
      const main = value.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) ?? value.definitions[0];
      const name = 'name' in main && main.name ? main.name.value : exportName;
      documents.push({ module: file, exportName, name, document: value });
    }
  }
  return documents;
}

const FRAGMENT_RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

const schemas = new Map<string, GraphQLSchema>();
function schemaWith(extension: MagentoExtension | undefined): GraphQLSchema {
  const key = extension ?? '';
  let schema = schemas.get(key);
  if (!schema) {
    schema = buildServerSchema({ withoutExtensions: EXTENSION_NAMES.filter((name) => name !== extension) });
    schemas.set(key, schema);
  }
  return schema;
}

const { byName: declared, unknown } = declarations();
const documents = generatedDocuments();
const sources = listFiles(SRC, (name) => /\.tsx?$/.test(name) && !/\.(test|generated)\.tsx?$/.test(name) && !name.endsWith('.d.ts') && name !== 'testing.ts').filter(
  (file) => !/[/\\](__fixtures__|testing)[/\\]/.test(file)
);

describe('client documents on a Magento without the retailer extensions', () => {
  it('finds the documents, and every declaration names an extension of the manifest', () => {
    expect(documents.length).toBeGreaterThan(90);
    expect(unknown).toEqual([]);
  });

  it.each(documents.map((entry) => [`${path.relative(SRC, entry.module)} ${entry.exportName}`, entry] as const))(
    '%s validates against core (+ its declared extension) as the link sends it',
    (_label, { name, document }) => {
      const extension = declared.get(name) as MagentoExtension | undefined;
      const absent = EXTENSION_NAMES.filter((other) => other !== extension);
      const sent = withoutFields(addTypenameToDocument(document), fieldNamesOf(absent));
      const isOperation = sent.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
      // A core operation left with nothing to ask belongs to an extension: declare it.
      if (!extension && isOperation) expect(asksNothing(sent)).toBe(false);
      const problems = sent.definitions.length === 0 ? [] : validate(schemaWith(extension), sent, isOperation ? specifiedRules : FRAGMENT_RULES);
      expect(problems.map((problem) => problem.message)).toEqual([]);
    }
  );

  it('never strips a core field: no core type has a field named like an extension\'s field', () => {
    const core = schemaWith(undefined);
    const owned = fieldNamesOf(EXTENSION_NAMES);
    const clashes = Object.values(core.getTypeMap()).flatMap((type) =>
      'getFields' in type && !type.name.startsWith('__') ? Object.keys(type.getFields()).filter((field) => owned.has(field)).map((field) => `${type.name}.${field}`) : []
    );
    expect(clashes).toEqual([]);
  });

  it('uses an extension\'s document only behind a check of that extension', () => {
    const unchecked: string[] = [];
    for (const { module, exportName, name } of documents) {
      const extension = declared.get(name);
      if (!extension || !/Document$/.test(exportName)) continue;
      const generated = `./${path.basename(module, '.ts')}`;
      const check = new RegExp(`useCapability\\(\\s*'${extension}'|extension="${extension}"|capabilities\\??\\.${extension}\\b|has\\(\\s*'${extension}'`);
      for (const source of sources) {
        const text = readFileSync(source, 'utf8');
        const imports = new RegExp(`\\b${exportName}\\b`).test(text) && (text.includes(generated) || text.includes(path.basename(module, '.ts')));
        if (imports && !check.test(text)) unchecked.push(`${path.relative(SRC, source)} uses ${exportName} (${extension})`);
      }
    }
    expect(unchecked).toEqual([]);
  });
});

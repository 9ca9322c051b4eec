// Every GraphQL document the storefront sends is checked against the schema the server serves (the
// SDL of server/graphql/schema, built as the server builds it): an unknown field, argument, type or
// variable, a wrong argument type or a fragment on the wrong type fails here rather than in a shopper's
// browser. The documents are the named exports of the modules GraphQL Code Generator writes from the
// .graphql files (foo.generated.ts), exactly as Apollo sends them. The SPA has no hand-written gql`…`
// documents: the build does not parse them, so one would bring graphql's parser and graphql-tag into
// the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  Kind,
  NoUnusedFragmentsRule,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema
} from 'graphql';

import { addTypenameToDocument } from '@apollo/client/utilities';

import { queryComplexityRule, queryDepthRule } from '../../server/graphql/complexity';
import { buildServerSchema } from '../../server/graphql/schemaSources';

const SRC = path.join(__dirname, '..');

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isDocument = (value: unknown): value is DocumentNode =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;

/** Whether a source writes a gql`…` or gql(…) document or imports graphql-tag. */
function writesGqlDocuments(source: string): boolean {
  return /\bgql\s*[`(]/.test(source) || /from\s+['"]graphql-tag['"]/.test(source);
}

interface NamedDocument {
  name: string;
  document: DocumentNode;
}

const sources = listSources(SRC);
const documentModules = sources.filter((file) => file.endsWith('.generated.ts'));

function collectDocuments(): NamedDocument[] {
  const documents: NamedDocument[] = [];
  for (const file of documentModules) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const moduleExports = require(file) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(moduleExports)) {
      if (isDocument(value)) documents.push({ name: `${path.relative(SRC, file)} ${exportName}`, document: value });
    }
  }
  return documents;
}

/** The server's rules: graphql's own plus Magento's depth and complexity limits. */
const OPERATION_RULES = [...specifiedRules, queryDepthRule(), queryComplexityRule()];
/** A fragment exported on its own is checked as part of no operation: unused there is expected. */
const FRAGMENT_RULES = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);

function problemsOf(schema: GraphQLSchema, document: DocumentNode): string[] {
  const hasOperation = document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  // As Apollo sends it (__typename in every selection: it counts towards the complexity limit), printed
  // and parsed again so that each message points at a line of that text.
  const sent = parse(print(addTypenameToDocument(document)));
  return validate(schema, sent, hasOperation ? OPERATION_RULES : FRAGMENT_RULES).map((error) => {
    const line = error.locations?.[0]?.line;
    return line ? `${error.message} (line ${line}: ${print(sent).split('\n')[line - 1].trim()})` : error.message;
  });
}

describe('client GraphQL documents', () => {
  const schema = buildServerSchema();
  const documents = collectDocuments();

  it('finds the documents of every generated module', () => {
    expect(documentModules.length).toBeGreaterThan(40);
    expect(documents.length).toBeGreaterThan(90);
  });

  it.each(documents.map(({ name, document }) => [name, document] as const))('%s is valid against the server schema', (_name, document) => {
    expect(problemsOf(schema, document)).toEqual([]);
  });

  it('has no hand-written gql documents in the SPA (documents are .graphql files)', () => {
    const handWritten = sources.filter((file) => writesGqlDocuments(readFileSync(file, 'utf8')));
    expect(handWritten.map((file) => path.relative(SRC, file))).toEqual([]);
    expect(writesGqlDocuments('const Q = gql`query q { a }`;')).toBe(true);
    expect(writesGqlDocuments("import gql from 'graphql-tag';")).toBe(true);
  });

  it('fails on an unknown field or argument', () => {
    const unknownField = parse('query q { storeConfig { no_such_field } }');
    const unknownArgument = parse('query q { products(no_such_argument: 1) { total_count } }');
    expect(problemsOf(schema, unknownField).join()).toMatch(/Cannot query field "no_such_field"/);
    expect(problemsOf(schema, unknownArgument).join()).toMatch(/Unknown argument "no_such_argument"/);
  });

  it("fails on a document over Magento's complexity limit", () => {
    const fields = Array.from({ length: 301 }, (_, index) => `f${index}: __typename`).join(' ');
    expect(problemsOf(schema, parse(`query q { ${fields} }`)).join()).toMatch(/Max query complexity should be 300 but got 301/);
  });

  it('checks the fields an interpolated fragment selects', () => {
    const fragment = parse('fragment Broken on StoreConfig { no_such_field }');
    const withFragment: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [...parse('query q { storeConfig { ...Broken } }').definitions, ...fragment.definitions]
    };
    expect(problemsOf(schema, withFragment).join()).toMatch(/Cannot query field "no_such_field" on type "StoreConfig"/);
  });
});

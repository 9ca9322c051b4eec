// printCompact writes what stripIgnoredCharacters(print(document)) gives, for every document the app sends.
import fs from 'node:fs';
import path from 'node:path';

import { gql } from '@apollo/client';
import { print, stripIgnoredCharacters, type DocumentNode, type FieldNode, type OperationDefinitionNode, type StringValueNode } from 'graphql';

import { compactPrint, printCompact } from './compactQuery';

const compactQuery = (text: string) => stripIgnoredCharacters(text);

const SRC = path.resolve(__dirname, '../..');

function documentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return documentFiles(full);
    // The modules GraphQL Code Generator writes from the .graphql files.
    return entry.name.endsWith('.generated.ts') ? [full] : [];
  });
}

const isDocument = (value: unknown): value is DocumentNode => Boolean(value && typeof value === 'object' && (value as { kind?: string }).kind === 'Document');

describe('printCompact', () => {
  const documents = documentFiles(SRC).flatMap((file) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Object.entries(require(file) as Record<string, unknown>)
      .filter(([, value]) => isDocument(value))
      .map(([name, value]) => [`${path.relative(SRC, file)} ${name}`, value as DocumentNode] as const)
  );

  it('finds the app documents', () => {
    expect(documents.length).toBeGreaterThan(50);
  });

  it.each(documents)('writes %s as compactQuery(print(…)) does', (_name, document) => {
    expect(printCompact(document)).toBe(compactQuery(print(document)));
  });

  it('writes every kind of value, alias, directive and fragment the same way', () => {
    const document = gql`
      query q($a: [Int!]! = [1, 2], $b: String = "x \\" y", $c: Boolean @deprecated) @live {
        alias: field(int: 1, float: 1.5, string: "é\\n\\t", bool: true, nil: null, enum: ASC, list: [1, "two"], object: { a: { b: $a } }) @include(if: $c) {
          ...Frag @skip(if: false)
          ... on Thing {
            id
          }
          ... @include(if: true) {
            name
          }
        }
      }
      mutation {
        go
      }
      fragment Frag on Thing {
        id
      }
      {
        shorthand
      }
    `;
    expect(printCompact(document)).toBe(compactQuery(print(document)));
  });

  it('writes a block string as the ordinary string of the same value; refuses type definitions', () => {
    const document = gql('{ a(b: """\n    two "quoted"\n      lines\n  """) }');
    expect(printCompact(document)).toBe('{a(b:"two \\"quoted\\"\\n  lines")}');
    // The same value as graphql reads it.
    const valueOf = (doc: DocumentNode) => {
      const field = (doc.definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;
      return (field.arguments?.[0].value as StringValueNode).value;
    };
    expect(valueOf(gql(printCompact(document)))).toBe(valueOf(document));
    expect(valueOf(document)).toBe('two "quoted"\n  lines');
    expect(() => printCompact(gql('type T { a: Int }'))).toThrow('printCompact: a ObjectTypeDefinition is not part of an operation');
  });

  it('prints a document once, however often it is sent', () => {
    const document = gql('query again { a }');
    const first = compactPrint(document);
    expect(first).toBe('query again{a}');
    expect(compactPrint(document)).toBe(first);
  });
});

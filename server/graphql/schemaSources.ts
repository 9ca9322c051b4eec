/**
 * The executable schema from the SDL files of server/graphql/schema. Only graphql and node:fs: the
 * server builds its schema with it, and so do the client's checks of its GraphQL documents
 * (src/api/graphqlDocuments.test.ts) and GraphQL Code Generator (codegen.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, Kind, parse, validateSchema, type DefinitionNode, type DocumentNode, type GraphQLSchema } from 'graphql';

import { withoutExtensions } from './magentoExtensions';

export const SCHEMA_DIR = path.join(__dirname, 'schema');

/** The SDL files of a folder, base.graphql first, then by name. */
export function readSchemaFiles(dir: string = SCHEMA_DIR): { file: string; sdl: string }[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  return files.map((file) => ({ file, sdl: readFileSync(path.join(dir, file), 'utf8') }));
}

const isRootFieldless = (definition: DefinitionNode, name: string): boolean =>
  (definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION) &&
  definition.name.value === name &&
  !definition.fields?.length;

const declaresFields = (document: DocumentNode, name: string): boolean =>
  document.definitions.some(
    (d) =>
      (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) &&
      d.name.value === name &&
      Boolean(d.fields?.length)
  );

export interface SchemaOptions {
  /**
   * Retailer extensions (shared/magentoExtensions.json) left out: the schema a Magento without those
   * modules serves.
   */
  withoutExtensions?: readonly string[];
}

/**
 * One executable schema from SDL sources. base.graphql declares Query and Mutation without fields so
 * domain files can `extend` them; a root type nobody extended is dropped (Mutation) or reported (Query).
 */
export function buildSchemaFromSources(sources: readonly { file: string; sdl: string }[], options: SchemaOptions = {}): GraphQLSchema {
  let definitions: DefinitionNode[] = [];
  for (const { file, sdl } of sources) {
    try {
      definitions.push(...parse(sdl, { noLocation: false }).definitions);
    } catch (error) {
      throw new Error(`GraphQL schema file ${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  definitions = withoutExtensions(definitions, options.withoutExtensions ?? []);
  let document: DocumentNode = { kind: Kind.DOCUMENT, definitions };
  if (!declaresFields(document, 'Query')) {
    throw new Error('The GraphQL schema has no Query field: no schema file extends type Query');
  }
  if (!declaresFields(document, 'Mutation')) {
    document = { ...document, definitions: definitions.filter((d) => !isRootFieldless(d, 'Mutation')) };
  }
  const schema = buildASTSchema(document);
  const problems = validateSchema(schema);
  if (problems.length) throw new Error(`Invalid GraphQL schema: ${problems.map((p) => p.message).join('; ')}`);
  return schema;
}

/** The schema the server serves (without a test's extra SDL), optionally without some extensions. */
export function buildServerSchema(options: SchemaOptions = {}): GraphQLSchema {
  return buildSchemaFromSources(readSchemaFiles(SCHEMA_DIR), options);
}

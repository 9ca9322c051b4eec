/**
 * The manifest of the retailer's Magento extensions (shared/magentoExtensions.json, the one list the
 * server and the storefront both read) and the schema without some of them: what a stock Magento 2.4.7
 * without those modules serves. Only graphql and node:fs, like schemaSources.ts.
 *
 * The JSON lives outside server/ (the client build imports it); the server reads it at start-up from the
 * project root, found upwards from this file (server/graphql in the sources, build/server/graphql once
 * compiled).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, type DefinitionNode } from 'graphql';

import type { ExtensionCapabilities, MagentoExtensionManifest, MagentoExtensionSpec } from '../../shared/magentoExtensions';

export type { ExtensionCapabilities, MagentoExtensionSpec };

const MANIFEST_FILE = path.join('shared', 'magentoExtensions.json');

/** shared/magentoExtensions.json of the project this file belongs to. */
export function manifestPath(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, MANIFEST_FILE);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${MANIFEST_FILE} not found above ${from}`);
  }
}

let loaded: Readonly<Record<string, MagentoExtensionSpec>> | undefined;

/** The extensions by name, read once. */
export function magentoExtensions(): Readonly<Record<string, MagentoExtensionSpec>> {
  loaded ??= (JSON.parse(readFileSync(manifestPath(), 'utf8')) as MagentoExtensionManifest).extensions;
  return loaded;
}

/** Every extension's name, in the manifest's order. */
export function extensionNames(): string[] {
  return Object.keys(magentoExtensions());
}

/** Capabilities with every extension present except those named. */
export function capabilitiesWithout(disabled: readonly string[]): ExtensionCapabilities {
  return Object.fromEntries(extensionNames().map((name) => [name, !disabled.includes(name)]));
}

/** The schema elements of some extensions, merged. */
export interface ExtensionElements {
  rootFields: Map<string, Set<string>>;
  types: Set<string>;
  fields: Map<string, Set<string>>;
}

export function elementsOf(names: readonly string[]): ExtensionElements {
  const all = magentoExtensions();
  const elements: ExtensionElements = { rootFields: new Map(), types: new Set(), fields: new Map() };
  const add = (map: Map<string, Set<string>>, type: string, fields: readonly string[]) => {
    const set = map.get(type) ?? new Set<string>();
    for (const field of fields) set.add(field);
    map.set(type, set);
  };
  for (const name of names) {
    const spec = all[name];
    if (!spec) throw new Error(`Unknown Magento extension "${name}" (shared/magentoExtensions.json names ${extensionNames().join(', ')})`);
    for (const [root, fields] of Object.entries(spec.rootFields)) add(elements.rootFields, root, fields ?? []);
    for (const type of spec.types) elements.types.add(type);
    for (const [type, fields] of Object.entries(spec.fields)) add(elements.fields, type, fields);
  }
  return elements;
}

type FieldsDefinition = Extract<DefinitionNode, { kind: Kind.OBJECT_TYPE_DEFINITION }>;

const TYPE_KINDS = new Set<Kind>([
  Kind.OBJECT_TYPE_DEFINITION,
  Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_DEFINITION,
  Kind.INTERFACE_TYPE_EXTENSION,
  Kind.INPUT_OBJECT_TYPE_DEFINITION,
  Kind.INPUT_OBJECT_TYPE_EXTENSION,
  Kind.ENUM_TYPE_DEFINITION,
  Kind.ENUM_TYPE_EXTENSION,
  Kind.UNION_TYPE_DEFINITION,
  Kind.UNION_TYPE_EXTENSION,
  Kind.SCALAR_TYPE_DEFINITION,
  Kind.SCALAR_TYPE_EXTENSION
]);

const nameOf = (definition: DefinitionNode): string | undefined =>
  TYPE_KINDS.has(definition.kind) ? (definition as FieldsDefinition).name.value : undefined;

/**
 * The SDL definitions without the elements of the named extensions: their types, their root fields and
 * the fields they add to core types (and to the types implementing a core interface they add a field
 * to). A type extension left with no field goes too.
 */
export function withoutExtensions(definitions: readonly DefinitionNode[], names: readonly string[]): DefinitionNode[] {
  if (names.length === 0) return [...definitions];
  const { rootFields, types, fields } = elementsOf(names);
  // A field added to an interface is removed from its implementations as well.
  const dropped = new Map<string, Set<string>>([...rootFields, ...fields].map(([type, set]) => [type, new Set(set)]));
  for (const definition of definitions) {
    const name = nameOf(definition);
    const interfaces = (definition as FieldsDefinition).interfaces ?? [];
    if (!name || !('interfaces' in definition)) continue;
    for (const implemented of interfaces) {
      const fromInterface = fields.get(implemented.name.value);
      if (!fromInterface) continue;
      const set = dropped.get(name) ?? new Set<string>();
      for (const field of fromInterface) set.add(field);
      dropped.set(name, set);
    }
  }
  const result: DefinitionNode[] = [];
  for (const definition of definitions) {
    const name = nameOf(definition);
    if (!name) {
      result.push(definition);
      continue;
    }
    if (types.has(name)) continue;
    const gone = dropped.get(name);
    const withFields = definition as FieldsDefinition;
    if (!gone || !withFields.fields) {
      result.push(definition);
      continue;
    }
    const kept = withFields.fields.filter((field) => !gone.has(field.name.value));
    const isExtension = definition.kind.endsWith('Extension');
    if (kept.length === 0 && isExtension) continue;
    result.push({ ...withFields, fields: kept } as DefinitionNode);
  }
  return result;
}

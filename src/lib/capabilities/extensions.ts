// The retailer's Magento extensions (shared/magentoExtensions.json: one list for the server and the
// storefront) as the storefront needs them: their names, and the fields each owns — its root fields and
// those it adds to core types —, left out of a query when the store view's back end lacks the extension
// (stripFields.ts).
import manifest from '../../../shared/magentoExtensions.json';

export type MagentoExtension = keyof typeof manifest.extensions;

/** Which extensions a store view's back end has. */
export type Capabilities = Readonly<Record<MagentoExtension, boolean>>;

interface Owned {
  rootFields: Readonly<Record<string, readonly string[] | undefined>>;
  fields: Readonly<Record<string, readonly string[]>>;
}

const EXTENSIONS: Readonly<Record<MagentoExtension, Owned>> = manifest.extensions;

export const EXTENSION_NAMES = Object.keys(EXTENSIONS) as MagentoExtension[];

/** Every extension present: what the storefront assumes of a back end that cannot say. */
export const ALL_PRESENT: Capabilities = Object.fromEntries(EXTENSION_NAMES.map((name) => [name, true])) as Record<MagentoExtension, boolean>;

export function isExtensionName(name: string): name is MagentoExtension {
  return Object.prototype.hasOwnProperty.call(EXTENSIONS, name);
}

/** Capabilities from an answer: known names only, a name it does not mention counted as present. */
export function toCapabilities(answer: unknown): Capabilities | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const given = answer as Record<string, unknown>;
  return Object.fromEntries(EXTENSION_NAMES.map((name) => [name, given[name] !== false])) as Record<MagentoExtension, boolean>;
}

/** The names of the fields extensions own: their root fields and those they add to core types. */
export function fieldNamesOf(names: readonly MagentoExtension[]): Set<string> {
  return new Set(
    names.flatMap((name) => [...Object.values(EXTENSIONS[name].rootFields).flatMap((fields) => fields ?? []), ...Object.values(EXTENSIONS[name].fields).flat()])
  );
}

const absentFields = new WeakMap<Capabilities, ReadonlySet<string>>();

/** The fields of the extensions a back end lacks: what its queries must not ask. */
export function absentFieldNames(capabilities: Capabilities): ReadonlySet<string> {
  let names = absentFields.get(capabilities);
  if (!names) {
    names = fieldNamesOf(EXTENSION_NAMES.filter((name) => !capabilities[name]));
    absentFields.set(capabilities, names);
  }
  return names;
}

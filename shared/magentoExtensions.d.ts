// The shape of shared/magentoExtensions.json (the manifest of the retailer's Magento extensions) and of
// what the server tells the storefront about them. Types only: the client imports the JSON itself, the
// server reads it at start-up (server/graphql/magentoExtensions.ts); neither build emits this file.

/** One extension: the GraphQL schema elements it owns. */
export interface MagentoExtensionSpec {
  /** The module, as its vendor names it. */
  title: string;
  /** Fields it adds to the root types, by root type ('Query', 'Mutation'). */
  rootFields: Partial<Record<'Query' | 'Mutation', string[]>>;
  /** Types only it declares (objects, interfaces, inputs, enums). */
  types: string[];
  /**
   * Fields it adds to core types, by type; a field of an interface is also the field of every type that
   * implements it. Input types too (their input fields).
   */
  fields: Record<string, string[]>;
  /**
   * A tiny query that only a Magento with the extension validates: the capability check when the
   * Magento refuses introspection.
   */
  probe: string;
}

export interface MagentoExtensionManifest {
  about: string;
  extensions: Record<string, MagentoExtensionSpec>;
}

/** Which extensions a store view's back end has, by extension name (every name of the manifest). */
export type ExtensionCapabilities = Record<string, boolean>;

/** GET /storefront/capabilities.json?store=<code>: the answer. */
export interface StorefrontCapabilities {
  store: string;
  extensions: ExtensionCapabilities;
}

/**
 * Which of the retailer's Magento extensions (shared/magentoExtensions.json) a store view's back end
 * has, for the storefront to hide the features of the missing ones and for the page planner to skip
 * their pages and queries.
 * - Embedded back end: what MAGENTO_DISABLED_EXTENSIONS left out (the same in every store view).
 * - Proxy mode: asked of the real Magento, once per store view and kept for a while (TTL): one
 *   introspection query names the root fields and the fields of the core types the extensions add to;
 *   a Magento that refuses introspection is asked each extension's tiny probe query instead, which only
 *   validates where the extension is installed.
 * Served at /storefront/capabilities.json?store=<code>; the page planner also writes them into each page.
 */
import type { FastifyInstance } from 'fastify';

import type { ExecuteQuery } from '../shared/pagePlanner';
import type { StorefrontCapabilities } from '../shared/magentoExtensions';
import { capabilitiesWithout, magentoExtensions, type ExtensionCapabilities, type MagentoExtensionSpec } from './graphql/magentoExtensions';

export type { ExtensionCapabilities };

/** A store view's capabilities; null when they cannot be told now (the back end did not answer). */
export type CapabilitySource = (storeCode: string) => Promise<ExtensionCapabilities | null>;

export const STOREFRONT_CAPABILITIES_PATH = '/storefront/capabilities.json';
/** How long a failed check is remembered before the Magento is asked again. */
export const FAILED_CHECK_TTL_MS = 30_000;
/** Store view codes as Magento allows them. */
const STORE_CODE = /^[a-z][a-z0-9_]{0,63}$/i;

/** The embedded back end: every extension but those switched off. */
export function embeddedCapabilities(disabled: readonly string[]): CapabilitySource {
  const capabilities = capabilitiesWithout(disabled);
  return async () => capabilities;
}

/** The fields to look for, by type: root fields and fields added to core types. */
function expectedFields(extensions: Readonly<Record<string, MagentoExtensionSpec>>): Map<string, Set<string>> {
  const expected = new Map<string, Set<string>>();
  for (const spec of Object.values(extensions)) {
    for (const [type, fields] of [...Object.entries(spec.rootFields), ...Object.entries(spec.fields)]) {
      const set = expected.get(type) ?? new Set<string>();
      for (const field of fields ?? []) set.add(field);
      expected.set(type, set);
    }
  }
  return expected;
}

/** One query: each of those types' field names (fields of objects and interfaces, input fields of inputs). */
export function introspectionQuery(types: readonly string[]): string {
  const parts = types.map((type, index) => `t${index}: __type(name: ${JSON.stringify(type)}) { name fields { name } inputFields { name } }`);
  return `query storefrontCapabilities { ${parts.join(' ')} }`;
}

type Introspected = { name?: string; fields?: Array<{ name: string }> | null; inputFields?: Array<{ name: string }> | null } | null;

/** Capabilities from the introspection answer, or null when it is not one (refused, errors). */
export function fromIntrospection(types: readonly string[], answer: { data?: Record<string, unknown> | null; errors?: readonly unknown[] | null }): ExtensionCapabilities | null {
  if (!answer.data || (answer.errors && answer.errors.length > 0)) return null;
  const present = new Map<string, Set<string>>();
  types.forEach((type, index) => {
    const found = answer.data?.[`t${index}`] as Introspected | undefined;
    if (found) present.set(type, new Set([...(found.fields ?? []), ...(found.inputFields ?? [])].map((field) => field.name)));
  });
  // Query is always there: without it the answer was not introspection at all (a store that hides it).
  if (!present.get('Query')?.size) return null;
  const has = (type: string, fields: readonly string[] | undefined) => (fields ?? []).every((field) => present.get(type)?.has(field));
  return Object.fromEntries(
    Object.entries(magentoExtensions()).map(([name, spec]) => [
      name,
      [...Object.entries(spec.rootFields), ...Object.entries(spec.fields)].every(([type, fields]) => has(type, fields))
    ])
  );
}

/** Whether an answer's errors say the document does not validate against the schema (unknown field, type or argument). */
export function saysNotInSchema(errors: readonly unknown[] | null | undefined): boolean {
  return (errors ?? []).some((error) => {
    const { message, extensions } = (error ?? {}) as { message?: unknown; extensions?: { code?: unknown } };
    return (
      extensions?.code === 'GRAPHQL_VALIDATION_FAILED' ||
      (typeof message === 'string' && /^(Cannot query field|Unknown type|Unknown argument|Field "[^"]+" is not defined by type)/.test(message))
    );
  });
}

/** Capabilities from each extension's probe query; null when a probe got no answer at all. */
async function fromProbes(execute: ExecuteQuery, storeCode: string): Promise<ExtensionCapabilities | null> {
  const results = await Promise.all(
    Object.entries(magentoExtensions()).map(async ([name, spec]) => {
      const operationName = /^query\s+(\w+)/.exec(spec.probe)?.[1] ?? '';
      const answer = await execute({ query: spec.probe, operationName, variables: {}, storeCode });
      // An HTTP failure or an unreachable back end: nothing learned.
      if (!answer.data && !answer.errors?.length) return null;
      if (answer.errors?.some((error) => /^HTTP \d+$/.test(String((error as { message?: unknown })?.message)))) return null;
      return [name, !saysNotInSchema(answer.errors)] as const;
    })
  );
  return results.every((result) => result !== null) ? Object.fromEntries(results) : null;
}

export interface ProxyCapabilitiesOptions {
  /** Runs a query against the real Magento in a store view (the app's own /graphql, proxied). */
  execute: ExecuteQuery;
  ttlMs: number;
  now?: () => number;
  log?: { warn(object: unknown, message: string): void };
}

/** Proxy mode: asks the Magento, once per store view per TTL (concurrent asks share one check). */
export function proxyCapabilities({ execute, ttlMs, now = Date.now, log }: ProxyCapabilitiesOptions): CapabilitySource {
  const expected = expectedFields(magentoExtensions());
  const types = [...new Set(['Query', 'Mutation', ...expected.keys()])];
  const query = introspectionQuery(types);
  const kept = new Map<string, { value: ExtensionCapabilities | null; expires: number }>();
  const checking = new Map<string, Promise<ExtensionCapabilities | null>>();

  const check = async (storeCode: string): Promise<ExtensionCapabilities | null> => {
    try {
      const answer = await execute({ query, operationName: 'storefrontCapabilities', variables: {}, storeCode });
      return fromIntrospection(types, answer) ?? (await fromProbes(execute, storeCode));
    } catch (error) {
      log?.warn({ err: error }, `capabilities: the Magento back end did not answer for store view ${storeCode}`);
      return null;
    }
  };

  return (storeCode) => {
    const entry = kept.get(storeCode);
    if (entry && entry.expires > now()) return Promise.resolve(entry.value);
    let running = checking.get(storeCode);
    if (!running) {
      running = check(storeCode).then((value) => {
        // A failed check keeps the last good answer, and is tried again soon.
        const previous = kept.get(storeCode)?.value ?? null;
        const result = value ?? previous;
        kept.set(storeCode, { value: result, expires: now() + (value ? ttlMs : Math.min(ttlMs, FAILED_CHECK_TTL_MS)) });
        checking.delete(storeCode);
        return result;
      });
      checking.set(storeCode, running);
    }
    return running;
  };
}

/** GET /storefront/capabilities.json?store=<code>: the store view's capabilities (503 while unknown). */
export function registerCapabilitiesRoute(app: FastifyInstance, source: CapabilitySource, maxAgeSeconds = 60): void {
  app.get(STOREFRONT_CAPABILITIES_PATH, async (request, reply) => {
    const store = String((request.query as { store?: unknown }).store ?? 'default');
    if (!STORE_CODE.test(store)) return reply.code(400).header('cache-control', 'no-store').send({ message: 'store must be a store view code' });
    const extensions = await source(store);
    if (!extensions) return reply.code(503).header('cache-control', 'no-store').send({ message: 'The back end did not say which extensions it has' });
    reply.header('cache-control', `public, max-age=${maxAgeSeconds}`);
    return { store, extensions } satisfies StorefrontCapabilities;
  });
}

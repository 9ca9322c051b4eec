// Which retailer extensions each store view's back end has, as the server told the page: written into
// the page's data by the server (src/app/pageData), else asked once of /storefront/capabilities.json.
// Features read it through useCapability (src/components/Capabilities); the Apollo link through
// capabilitiesFor, which waits for the answer before a query leaves.
import { ALL_PRESENT, toCapabilities, type Capabilities } from './extensions';

/** The server's answer (server/capabilities.ts STOREFRONT_CAPABILITIES_PATH). */
export const CAPABILITIES_URL = '/storefront/capabilities.json';

const known = new Map<string, Capabilities>();
const asking = new Map<string, Promise<Capabilities>>();
const listeners = new Set<() => void>();
/**
 * Until the app starts (bootstrap calls awaitServerCapabilities), an unknown store view counts as having
 * every extension: components rendered on their own (tests) behave as on the full back end.
 */
let waitForServer = false;

function publish(): void {
  for (const listener of listeners) listener();
}

/** The app asks the server (or reads the page) before it assumes anything. */
export function awaitServerCapabilities(): void {
  waitForServer = true;
}

/** Records what the server said of a store view (the page's data, or its answer). */
export function setCapabilities(storeCode: string, answer: unknown): void {
  const capabilities = toCapabilities(answer);
  if (!capabilities) return;
  known.set(storeCode, capabilities);
  publish();
}

/** What is known of a store view; undefined while the server has not said. */
export function knownCapabilities(storeCode: string): Capabilities | undefined {
  return known.get(storeCode) ?? (waitForServer ? undefined : ALL_PRESENT);
}

export function subscribeCapabilities(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The store view's capabilities, asked of the server once when the page did not carry them. A server
 * that does not say (an older one, offline) is taken to have every extension, as before it could tell.
 */
export function capabilitiesFor(storeCode: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<Capabilities> {
  const current = knownCapabilities(storeCode);
  if (current) return Promise.resolve(current);
  let pending = asking.get(storeCode);
  if (!pending) {
    pending = Promise.resolve()
      .then(() => fetchImpl(`${CAPABILITIES_URL}?store=${encodeURIComponent(storeCode)}`, { credentials: 'same-origin', headers: { accept: 'application/json' } }))
      .then((response) => (response.ok ? (response.json() as Promise<{ extensions?: unknown }>) : {}))
      .then((body) => toCapabilities((body as { extensions?: unknown }).extensions) ?? ALL_PRESENT)
      .catch(() => ALL_PRESENT)
      .then((capabilities) => {
        asking.delete(storeCode);
        if (!known.has(storeCode)) {
          known.set(storeCode, capabilities);
          publish();
        }
        return known.get(storeCode) ?? capabilities;
      });
    asking.set(storeCode, pending);
  }
  return pending;
}

/** Tests: forget everything, back to "unknown means every extension". */
export function resetCapabilitiesForTests(): void {
  known.clear();
  asking.clear();
  waitForServer = false;
  publish();
}

// The app's new-version state, shared by the service-worker registration (which finds the update), the
// update prompt (which asks the shopper) and link navigation.
// - A waiting update: a new service worker is installed; the prompt offers 'Reload', which calls apply().
// - Updated: a new worker took control without a reload (e.g. the shopper reloaded another tab): the
//   next in-app navigation becomes a full page load so the page runs the new build's code (its old lazy
//   chunks may no longer exist on the server).

export interface AppUpdate {
  /** Lets the waiting version take over and reloads the page. */
  apply(): void;
}

type Listener = () => void;

let updated = false;
let waiting: AppUpdate | null = null;
const listeners = new Set<Listener>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function markAppUpdated(): void {
  updated = true;
}

export function isAppUpdated(): boolean {
  return updated;
}

/** A new version is installed and waits for the shopper's go-ahead. */
export function announceAppUpdate(update: AppUpdate): void {
  waiting = update;
  notify();
}

/** The waiting update, or null. */
export function getWaitingAppUpdate(): AppUpdate | null {
  return waiting;
}

export function subscribeToAppUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests only: back to a fresh page. */
export function resetAppUpdateForTests(): void {
  updated = false;
  waiting = null;
  notify();
}

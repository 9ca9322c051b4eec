// Registers the service worker at /sw.js (production builds only, see src/index.tsx). A failed
// registration only warns ('SW Not Registered'). A new version does not take over by itself:
// once it is installed and waiting, it is announced (appUpdate.ts) and the update prompt asks the shopper;
// their 'Reload' posts SKIP_WAITING and reloads the page when the new worker has taken control.
import { announceAppUpdate, markAppUpdated } from './navigation/appUpdate';

export const SERVICE_WORKER_URL = '/sw.js';
/** An open page looks for a new version this often (browsers also look on every full page load). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** If the new worker was already active (taken by another tab), no controllerchange comes: reload anyway. */
export const RELOAD_FALLBACK_MS = 3000;

export interface RegisterServiceWorkerOptions {
  container?: ServiceWorkerContainer;
  /** Reloads the page; default window.location.reload(). */
  reload?: () => void;
  /** A new version took control without a reload of this page (e.g. from another tab). */
  onUpdated?: () => void;
  /** Timers (tests pass fakes). */
  setTimer?: (callback: () => void, ms: number) => unknown;
  setRepeatingTimer?: (callback: () => void, ms: number) => unknown;
}

export async function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  const container = options.container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
  if (!container) return undefined;
  const reload = options.reload ?? (() => window.location.reload());
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const setRepeatingTimer = options.setRepeatingTimer ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
  let controlled = Boolean(container.controller);
  let reloadRequested = false;

  const reloadOnce = (): void => {
    if (!reloadRequested) return;
    reloadRequested = false;
    reload();
  };

  // Only an update of a page already run by a worker waits; the very first worker takes over at once.
  const offerWhenInstalled = (worker: ServiceWorker | null): void => {
    if (!worker) return;
    const offer = (): void => {
      if (worker.state !== 'installed' || !container.controller) return;
      announceAppUpdate({
        apply() {
          reloadRequested = true;
          worker.postMessage({ type: 'SKIP_WAITING' });
          setTimer(reloadOnce, RELOAD_FALLBACK_MS);
        }
      });
    };
    if (worker.state === 'installed') offer();
    else worker.addEventListener('statechange', offer);
  };

  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    offerWhenInstalled(registration.waiting);
    registration.addEventListener('updatefound', () => offerWhenInstalled(registration.installing));
    container.addEventListener('controllerchange', () => {
      const wasControlled = controlled;
      controlled = true;
      if (reloadRequested) {
        reloadOnce();
      } else if (wasControlled) {
        markAppUpdated();
        options.onUpdated?.();
      }
    });
    if (typeof registration.update === 'function') {
      setRepeatingTimer(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
    }
    return registration;
  } catch (error) {
    console.warn('SW Not Registered', error);
    return undefined;
  }
}

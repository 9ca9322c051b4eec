// Registers the service worker at /sw.js (production builds only). A failed registration only warns
// ('SW Not Registered', spec §8). A new worker is told to take over at once (SKIP_WAITING); when it
// does, the next in-app navigation becomes a full page load so the page runs the new build.
import { markAppUpdated } from './navigation/appUpdate';

export const SERVICE_WORKER_URL = '/sw.js';

export interface RegisterServiceWorkerOptions {
  container?: ServiceWorkerContainer;
  onUpdated?: () => void;
}

function activateWhenInstalled(worker: ServiceWorker | null): void {
  if (!worker) return;
  const skipWaiting = () => worker.postMessage({ type: 'SKIP_WAITING' });
  if (worker.state === 'installed') skipWaiting();
  else
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') skipWaiting();
    });
}

export async function registerServiceWorker(options: RegisterServiceWorkerOptions = {}): Promise<ServiceWorkerRegistration | undefined> {
  const container = options.container ?? (typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined);
  if (!container) return undefined;
  const hadController = Boolean(container.controller);
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    // An update found while this page runs: let it take over (an existing page keeps its loaded code).
    if (registration.waiting && hadController) activateWhenInstalled(registration.waiting);
    registration.addEventListener('updatefound', () => {
      if (container.controller) activateWhenInstalled(registration.installing);
    });
    container.addEventListener('controllerchange', () => {
      if (!hadController) return;
      markAppUpdated();
      options.onUpdated?.();
    });
    return registration;
  } catch (error) {
    console.warn('SW Not Registered', error);
    return undefined;
  }
}

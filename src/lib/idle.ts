// Work that can wait: until the browser is idle, or until the page has loaded (its above-the-fold
// images and code are in) and the browser is idle. Each returns a function that cancels the wait.

/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`); where it cannot tell (no
 * requestIdleCallback), after `fallbackDelayMs`.
 */
export function whenIdle(run: () => void, timeoutMs = 2500, fallbackDelayMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}

/** Runs `run` once the page's load event has passed and the browser is idle. */
export function afterPageLoad(run: () => void, timeoutMs = 2500): () => void {
  if (document.readyState === 'complete') return whenIdle(run, timeoutMs);
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(run, timeoutMs);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

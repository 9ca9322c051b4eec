// The chrome's own data (switchers, the EN/RO target) is not needed for the first paint: its queries
// wait until the browser is idle once, so they never compete with the page's own. The footer waits
// longer, until the page has loaded (useAfterPageLoad); the strip's rotating texts longest, until the
// page has settled (useAfterPageSettles).
import { useCallback, useEffect, useState } from 'react';

import { afterPageLoad, afterPageSettles, whenIdle } from '../../lib/idle';

// How far the page has come in its life; a later stage implies the earlier ones (loaded: it was idle too).
const IDLE = 1;
const LOADED = 2;
const SETTLED = 3;
let reached = 0;

/** False until the page has reached `stage` (`wait` calls back when it has), then true for every later mount. */
function usePageStage(stage: number, wait: (run: () => void) => () => void): boolean {
  const [isReached, setReached] = useState(reached >= stage);
  useEffect(() => {
    if (isReached) return undefined;
    return wait(() => {
      reached = Math.max(reached, stage);
      setReached(true);
    });
  }, [isReached, stage, wait]);
  return isReached;
}

/** False until the browser has been idle once in this page's life (then true for every later mount). */
export function useWhenIdle(timeoutMs = 2500): boolean {
  const wait = useCallback((run: () => void) => whenIdle(run, timeoutMs), [timeoutMs]);
  return usePageStage(IDLE, wait);
}

/** False until the page's load event has passed and the browser was idle (then true for every later mount). */
export function useAfterPageLoad(): boolean {
  return usePageStage(LOADED, afterPageLoad);
}

/**
 * False until the first page has settled (lib/idle afterPageSettles: loaded, then quiet), then true for
 * every later mount: for what only dresses the page up (the strip's rotating texts).
 */
export function useAfterPageSettles(): boolean {
  return usePageStage(SETTLED, afterPageSettles);
}

/** Tests: forget that the page was idle, loaded or settled. */
export function resetIdleForTests(): void {
  reached = 0;
}

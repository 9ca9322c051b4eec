// The chrome's own data (switchers, the EN/RO target) is not needed for the first paint: its queries
// wait until the browser is idle once, so they never compete with the page's own. The footer waits
// longer, until the page has loaded (useAfterPageLoad); the strip's rotating texts longest, until the
// page has settled (useAfterPageSettles).
import { useEffect, useState } from 'react';

import { afterPageLoad, afterPageSettles, whenIdle } from '../../lib/idle';

let wasIdle = false;
let wasLoaded = false;
let wasSettled = false;

/** False until the browser has been idle once in this page's life (then true for every later mount). */
export function useWhenIdle(timeoutMs = 2500): boolean {
  const [idle, setIdle] = useState(wasIdle);
  useEffect(() => {
    if (idle) return undefined;
    return whenIdle(() => {
      wasIdle = true;
      setIdle(true);
    }, timeoutMs);
  }, [idle, timeoutMs]);
  return idle;
}

/** False until the page's load event has passed and the browser was idle (then true for every later mount). */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(wasLoaded);
  useEffect(() => {
    if (loaded) return undefined;
    return afterPageLoad(() => {
      wasLoaded = true;
      wasIdle = true;
      setLoaded(true);
    });
  }, [loaded]);
  return loaded;
}

/**
 * False until the first page has settled (lib/idle afterPageSettles: loaded, then quiet), then true for
 * every later mount: for what only dresses the page up (the strip's rotating texts).
 */
export function useAfterPageSettles(): boolean {
  const [settled, setSettled] = useState(wasSettled);
  useEffect(() => {
    if (settled) return undefined;
    return afterPageSettles(() => {
      wasSettled = true;
      wasLoaded = true;
      wasIdle = true;
      setSettled(true);
    });
  }, [settled]);
  return settled;
}

/** Tests: forget that the page was idle, loaded or settled. */
export function resetIdleForTests(): void {
  wasIdle = false;
  wasLoaded = false;
  wasSettled = false;
}

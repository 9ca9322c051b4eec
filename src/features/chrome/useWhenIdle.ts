// The chrome's own data (strip texts, switchers, the EN/RO target) is not needed for the first paint:
// its queries wait until the browser is idle once, so they never compete with the page's own. The
// footer waits longer: until the page has loaded (useAfterPageLoad).
import { useEffect, useState } from 'react';

import { afterPageLoad, whenIdle } from '../../lib/idle';

let wasIdle = false;
let wasLoaded = false;

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

/** Tests: forget that the page was idle or loaded. */
export function resetIdleForTests(): void {
  wasIdle = false;
  wasLoaded = false;
}

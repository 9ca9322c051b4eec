// The chrome's own data (strip texts, switchers, the EN/RO target) is not needed for the first paint:
// its queries wait until the browser is idle once, so they never compete with the page's own.
import { useEffect, useState } from 'react';

let wasIdle = false;

/** False until the browser has been idle once in this page's life (then true for every later mount). */
export function useWhenIdle(timeoutMs = 2500): boolean {
  const [idle, setIdle] = useState(wasIdle);
  useEffect(() => {
    if (idle) return undefined;
    const done = () => {
      wasIdle = true;
      setIdle(true);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(done, 0);
    return () => window.clearTimeout(timer);
  }, [idle, timeoutMs]);
  return idle;
}

/** Tests: forget that the page was idle. */
export function resetIdleForTests(): void {
  wasIdle = false;
}

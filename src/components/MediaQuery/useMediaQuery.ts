// Whether a CSS media query matches now, kept current as the window changes. For what must not even be
// rendered where CSS would hide it (the desktop menu on phones, the filter sidebar under 1024 px): a
// hidden tree still costs its render on a phone's main thread.
import { useCallback, useSyncExternalStore } from 'react';

/**
 * true while `query` matches. Where the browser cannot tell (no matchMedia: tests, old engines),
 * `fallback`: the view's CSS decides as before.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query]
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, matches, () => fallback);
}

// Tests: a window.matchMedia that answers each query with `matches(query)` (jsdom has none). Listeners
// are accepted and never called: a test sets the answers before it renders.
export function mockMatchMedia(matches: (query: string) => boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false
  })) as unknown as typeof window.matchMedia;
}

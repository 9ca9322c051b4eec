import { act, render, screen } from '@testing-library/react';

import { useMediaQuery } from './useMediaQuery';

function Probe({ query, fallback }: { query: string; fallback?: boolean }) {
  return <p>{useMediaQuery(query, fallback) ? 'matches' : 'does not match'}</p>;
}

type Listener = () => void;

/** A matchMedia whose answer the test sets, telling listeners of a change. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<Listener>();
  const matchMedia = jest.fn((media: string) => ({
    media,
    get matches() {
      return matches;
    },
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener)
  }));
  return {
    matchMedia,
    listeners,
    set(value: boolean) {
      matches = value;
      listeners.forEach((listener) => listener());
    }
  };
}

describe('useMediaQuery', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the query as the window changes, and stops listening when unmounted', () => {
    const fake = fakeMatchMedia(false);
    window.matchMedia = fake.matchMedia as unknown as typeof window.matchMedia;
    const { unmount } = render(<Probe query="(min-width: 1024px)" />);
    expect(screen.getByText('does not match')).toBeInTheDocument();
    expect(fake.matchMedia).toHaveBeenCalledWith('(min-width: 1024px)');

    act(() => fake.set(true));
    expect(screen.getByText('matches')).toBeInTheDocument();

    unmount();
    expect(fake.listeners.size).toBe(0);
  });

  it('gives the fallback where the browser cannot tell', () => {
    // jsdom has no matchMedia.
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    render(
      <>
        <Probe query="(min-width: 1024px)" fallback />
        <Probe query="(min-width: 1240px)" />
      </>
    );
    expect(screen.getByText('matches')).toBeInTheDocument();
    expect(screen.getByText('does not match')).toBeInTheDocument();
  });
});

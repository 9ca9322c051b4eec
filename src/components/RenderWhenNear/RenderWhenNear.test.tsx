import { act, render, screen } from '@testing-library/react';

import RenderWhenNear from './RenderWhenNear';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('RenderWhenNear', () => {
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  let callbacks: Callback[];
  let options: Array<{ rootMargin?: string }>;
  let disconnects: number;

  beforeEach(() => {
    callbacks = [];
    options = [];
    disconnects = 0;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback, init: { rootMargin?: string }) {
        callbacks.push(callback);
        options.push(init);
      }
      observe() {}
      disconnect() {
        disconnects += 1;
      }
    };
  });

  afterEach(() => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('keeps a sized placeholder until the place comes near the viewport, then renders for good', () => {
    const { container } = render(
      <RenderWhenNear placeholderHeight="24rem">
        <p>Carousel</p>
      </RenderWhenNear>
    );
    expect(screen.queryByText('Carousel')).not.toBeInTheDocument();
    const placeholder = container.querySelector('[data-render-when-near]') as HTMLElement;
    expect(placeholder.style.minHeight).toBe('24rem');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(options[0].rootMargin).toBe('600px 0px');

    act(() => callbacks[0]([{ isIntersecting: false }]));
    expect(screen.queryByText('Carousel')).not.toBeInTheDocument();
    act(() => callbacks[0]([{ isIntersecting: true }]));
    expect(screen.getByText('Carousel')).toBeInTheDocument();
    expect(disconnects).toBe(1);
    expect(container.querySelector('[data-render-when-near]')).toBeNull();
  });

  it('renders everything before printing', () => {
    render(
      <RenderWhenNear placeholderHeight="10rem">
        <p>Blog posts</p>
      </RenderWhenNear>
    );
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('Blog posts')).toBeInTheDocument();
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(
      <RenderWhenNear placeholderHeight="10rem">
        <p>Shown</p>
      </RenderWhenNear>
    );
    expect(screen.getByText('Shown')).toBeInTheDocument();
  });
});

import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

import { inNextTask } from '../../lib/idle';

export interface LazyComponent<P extends object = object> {
  /**
   * The component: rendered at once when its chunk is already loaded (preloaded), else through
   * React.lazy (the nearest Suspense shows its fallback meanwhile).
   */
  Component: FunctionComponent<P>;
  /** Starts (or reuses) the chunk download; Link calls it before navigating. */
  preload(): Promise<unknown>;
}

/** React.lazy with a preload handle; a failed download (offline) may be tried again. */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    // The chunk's modules run in the task that evaluated it; what uses them (a render) comes in the next.
    pending ??= load().then(inNextTask).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      }
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // React.lazy suspends on its first render even when the chunk is already there: one more pass (and a
  // fallback flash) for nothing. Which of the two renders is fixed per mounted element, so a component
  // never changes type (and loses its state) under a mounted tree.
  function Component(props: P) {
    const [Loaded] = useState(() => loaded);
    return createElement((Loaded ?? Lazy) as ComponentType<P>, props);
  }
  return { Component, preload };
}

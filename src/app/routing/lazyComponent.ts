import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface LazyComponent<P extends object = object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts (or reuses) the chunk download; Link calls it before navigating. */
  preload(): Promise<unknown>;
}

/** React.lazy with a preload handle; a failed download (offline) may be tried again. */
export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { Component: lazy(preload), preload };
}

// React.lazy for chunks that load while the page is busy (start-up, or right after it): the chunk's
// modules run in the task that evaluated its script, and its first render in the next one, not both
// in one long task.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

import { inNextTask } from '../lib/idle';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyInTask<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => load().then(inNextTask));
}

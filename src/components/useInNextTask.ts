// A query's answer renders in the task after the one that wrote it to the cache: the write (and the
// cache's notifications) and the render of a list of tiles were one long task on a slow phone.
import { useEffect, useState } from 'react';

import { yieldToMain } from '../lib/idle';

/**
 * False until a task has passed since `arrived` first became true; true from then on (for the rest of
 * the component's life: later answers render at once).
 */
export function useInNextTask(arrived: boolean): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!arrived || passed) return undefined;
    let active = true;
    void yieldToMain().then(() => {
      if (active) setPassed(true);
    });
    return () => {
      active = false;
    };
  }, [arrived, passed]);
  return passed;
}

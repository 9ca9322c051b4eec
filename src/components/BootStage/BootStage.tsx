// A part of the first page that renders after the parts before it, in a later task (bootStages).
// After start-up it renders at once, like any other component.
import { useLayoutEffect, useState, type ReactNode } from 'react';

import { isBooting, whenBootStageFree } from './bootStages';

/** False while the part waits for its turn in start-up; true from then on (and at once afterwards). */
export function useBootStage(): boolean {
  const [ready, setReady] = useState(() => !isBooting());
  useLayoutEffect(() => {
    if (ready) return undefined;
    return whenBootStageFree(() => setReady(true));
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}

export interface BootStageProps {
  children: ReactNode;
  /** Shown while the part waits (keep it the part's size, so nothing moves when it arrives). */
  fallback?: ReactNode;
}

export default function BootStage({ children, fallback = null }: BootStageProps) {
  return <>{useBootStage() ? children : fallback}</>;
}

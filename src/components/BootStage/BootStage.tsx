// A part of the first page that renders after the parts before it, in a later task (bootStages).
// After start-up it renders at once, like any other component.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

import { afterNextPaint } from '../../lib/idle';
import { isBooting, whenBootStageFree, whenStartedUp } from './bootStages';

/**
 * False while the part waits for its turn in start-up; true from then on (and at once afterwards).
 * With `laterTurns`, the part goes back to the end of the queue that many times when its turn comes:
 * for a part lower on the page than parts that are put off later (by parts released before it). A
 * `late` part waits for all the others (whenBootStageFree).
 */
export function useBootStage(laterTurns = 0, late = false): boolean {
  const [ready, setReady] = useState(() => !isBooting());
  useLayoutEffect(() => {
    if (ready) return undefined;
    let remaining = laterTurns;
    let cancel = () => undefined as void;
    const onTurn = () => {
      if (remaining > 0) {
        remaining -= 1;
        cancel = whenBootStageFree(onTurn, late);
      } else setReady(true);
    };
    cancel = whenBootStageFree(onTurn, late);
    return () => cancel();
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}

/** True at once when `now` is, else once `wait()` has resolved (asked once per mount). */
function useTrueAfter(now: boolean, wait: () => Promise<void>): boolean {
  const [done, setDone] = useState(now);
  useEffect(() => {
    if (done) return undefined;
    let active = true;
    void wait().then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return done;
}

/**
 * During start-up, false until what rendered with this component has been painted, then true; true at
 * once otherwise (or when `wait` is false). For what may start a moment later without anyone seeing a
 * difference — an image that is not the page's main one — so that it does not compete with it.
 */
export function useAfterStartupPaint(wait = true): boolean {
  return useTrueAfter(!wait || !isBooting(), afterNextPaint);
}

/** False while the first page renders in stages (start-up), true once it is over (and at once after). */
export function useStartedUp(): boolean {
  return useTrueAfter(!isBooting(), whenStartedUp);
}

export interface BootStageProps {
  children: ReactNode;
  /** Shown while the part waits (keep it the part's size, so nothing moves when it arrives). */
  fallback?: ReactNode;
  /** Turns to let pass first (useBootStage). */
  laterTurns?: number;
  /** After the page's own parts (whenBootStageFree): for the header's secondary rows, say. */
  late?: boolean;
}

export default function BootStage({ children, fallback = null, laterTurns = 0, late = false }: BootStageProps) {
  return <>{useBootStage(laterTurns, late) ? children : fallback}</>;
}

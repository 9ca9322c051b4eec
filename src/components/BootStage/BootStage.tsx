// A part of the first page that renders after the parts before it, in a later task (bootStages).
// After start-up it renders at once, like any other component.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

import { isBooting, whenBootStageFree, whenMainImageShown, whenStartedUp } from './bootStages';

/**
 * False while the part waits for its turn in start-up; true from then on (and at once afterwards).
 * With `laterTurns`, the part goes back to the end of the queue that many times when its turn comes:
 * for a part lower on the page than parts that are put off later (by parts released before it). A
 * `late` part waits for all the others (whenBootStageFree).
 */
function useBootStage(laterTurns = 0, late = false): boolean {
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
 * During start-up, false until the page's main image can be painted (or start-up is over without
 * one); true at once otherwise. For images other than the main one: on a slow connection they would
 * take bandwidth and connections from it and from the page's scripts.
 */
export function useAfterMainImage(): boolean {
  return useTrueAfter(!isBooting(), whenMainImageShown);
}

/** False while the first page renders in stages (start-up), true once it is over (and at once after). */
export function useStartedUp(): boolean {
  return useTrueAfter(!isBooting(), whenStartedUp);
}

interface BootStageProps {
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

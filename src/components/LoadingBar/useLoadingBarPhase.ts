import { useEffect, useState } from 'react';

import { TIMINGS } from '../../lib/constants';

type LoadingBarPhase = 'off' | 'loading' | 'done';

/**
 * The page-loading bar's phase: 'loading' while the page-loading flag is set, 'done' when it
 * clears, then 'off' 750 ms later.
 */
export function useLoadingBarPhase(isLoading: boolean, hideAfter: number = TIMINGS.loadingBarHideAfterDone): LoadingBarPhase {
  const [previousIsLoading, setPreviousIsLoading] = useState(isLoading);
  const [phase, setPhase] = useState<LoadingBarPhase>(isLoading ? 'loading' : 'off');

  // Adjust the phase during render when the flag changes (no extra effect pass).
  if (isLoading !== previousIsLoading) {
    setPreviousIsLoading(isLoading);
    setPhase(isLoading ? 'loading' : 'done');
  }

  useEffect(() => {
    if (phase !== 'done') return undefined;
    const timer = setTimeout(() => setPhase('off'), hideAfter);
    return () => clearTimeout(timer);
  }, [phase, hideAfter]);

  return phase;
}

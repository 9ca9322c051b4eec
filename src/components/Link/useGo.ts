import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNavigateWhenReady, type NavigateOptions } from './navigationContext';

/** Navigates through the app's route-aware navigation when present (tests: plain router navigation). */
export function useGo(): (to: string, options?: NavigateOptions) => void {
  const whenReady = useNavigateWhenReady();
  const navigate = useNavigate();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      if (whenReady) void whenReady(to, options);
      else void navigate(to, options);
    },
    [navigate, whenReady]
  );
}

// Whether the back end of the current store view has a retailer extension: a feature that needs one
// renders nothing (and asks nothing) without it. False while the server has not said yet (only when the
// page did not carry the answer), so a missing extension's feature never flashes in.
import { useCallback, useEffect, useSyncExternalStore } from 'react';

import { capabilitiesFor, knownCapabilities, subscribeCapabilities, type MagentoExtension } from '../../lib/capabilities';
import { useStoreView } from '../storeView/useStoreView';

export function useCapability(extension: MagentoExtension): boolean {
  return useCapabilityState(extension) === true;
}

/**
 * Whether the back end has each extension, as one function (for lists of links, each maybe needing one);
 * false while the server has not said.
 */
export function useHasExtension(): (extension: MagentoExtension | undefined) => boolean {
  const { code } = useStoreView();
  const capabilities = useSyncExternalStore(subscribeCapabilities, () => knownCapabilities(code), () => undefined);
  useEffect(() => {
    if (!capabilities) void capabilitiesFor(code);
  }, [capabilities, code]);
  return useCallback((extension) => !extension || capabilities?.[extension] === true, [capabilities]);
}

/** The same, undefined while the server has not said (a page can wait rather than say "not found"). */
export function useCapabilityState(extension: MagentoExtension): boolean | undefined {
  const { code } = useStoreView();
  const present = useSyncExternalStore(
    subscribeCapabilities,
    () => knownCapabilities(code)?.[extension],
    () => undefined
  );
  useEffect(() => {
    if (present === undefined) void capabilitiesFor(code);
  }, [code, present]);
  return present;
}

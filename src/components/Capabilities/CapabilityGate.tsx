import type { ReactNode } from 'react';

import type { MagentoExtension } from '../../lib/capabilities';
import { useCapability } from './useCapability';

/** Its children only when the store view's back end has the extension. */
export function CapabilityGate({ extension, children }: { extension: MagentoExtension; children: ReactNode }) {
  return useCapability(extension) ? children : null;
}

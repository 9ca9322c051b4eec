export { CapabilityGate } from './CapabilityGate';
export { useCapability, useCapabilityState, useHasExtension } from './useCapability';

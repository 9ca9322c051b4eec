export { useDismiss } from './useDismiss';
export type { DismissOptions, DismissReason } from './useDismiss';

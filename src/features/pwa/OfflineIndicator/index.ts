export { default } from './OfflineIndicator';
export type { OfflineIndicatorProps } from './OfflineIndicator';

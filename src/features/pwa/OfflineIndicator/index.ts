export { default } from './OfflineIndicator';

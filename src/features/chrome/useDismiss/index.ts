export { useDismiss } from './useDismiss';

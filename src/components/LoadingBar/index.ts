export { default } from './LoadingBar';
export { useLoadingBarPhase } from './useLoadingBarPhase';
export type { LoadingBarPhase } from './useLoadingBarPhase';

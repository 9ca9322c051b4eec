export { default } from './LoadingBar';
export type { LoadingBarPhase } from './useLoadingBarPhase';

export { default } from './Link';
export { NavigationContext, useNavigateWhenReady } from './navigationContext';
export type { NavigateOptions } from './navigationContext';
export { useGo } from './useGo';

export { default } from './Link';
export type { LinkProps } from './Link';
export { NavigationContext, useNavigateWhenReady } from './navigationContext';
export type { NavigateOptions, NavigateWhenReady } from './navigationContext';
export { useGo } from './useGo';

export { default, unhandledErrorId } from './ErrorBoundary';
export type { ErrorBoundaryProps } from './ErrorBoundary';

export { default } from './ErrorView';
export type { ErrorViewProps } from './ErrorView';

export { default, homePathFor } from './ErrorView';
export type { ErrorViewProps } from './ErrorView';

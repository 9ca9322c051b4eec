export { default } from './ErrorView';

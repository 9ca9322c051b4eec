export { default } from './LoadingIndicator';

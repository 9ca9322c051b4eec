export { default } from './LoadingBar';

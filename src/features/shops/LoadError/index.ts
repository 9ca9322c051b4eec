export { default } from './LoadError';

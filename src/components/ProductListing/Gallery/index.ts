export { default } from './Gallery';

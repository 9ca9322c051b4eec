export { default } from './Communications';

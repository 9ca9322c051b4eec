export { default } from './Header';

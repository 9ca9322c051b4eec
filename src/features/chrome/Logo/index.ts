export { default } from './Logo';

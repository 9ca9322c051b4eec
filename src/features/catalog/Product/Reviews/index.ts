export { default } from './Reviews';

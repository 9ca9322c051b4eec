export { default } from './PwaStatus';

export { default } from './FilterList';

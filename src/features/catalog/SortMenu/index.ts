export { default } from './SortMenu';

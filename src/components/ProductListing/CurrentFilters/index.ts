export { default } from './CurrentFilters';

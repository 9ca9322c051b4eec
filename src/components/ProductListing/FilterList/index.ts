export { default } from './FilterList';
export type { FilterListProps } from './FilterList';

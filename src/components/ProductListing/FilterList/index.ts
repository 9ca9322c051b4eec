export { default, VISIBLE_OPTIONS } from './FilterList';
export type { FilterListProps } from './FilterList';

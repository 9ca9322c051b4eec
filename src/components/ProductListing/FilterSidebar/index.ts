export { default } from './FilterSidebar';

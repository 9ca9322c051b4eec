export { default } from './FilterModal';

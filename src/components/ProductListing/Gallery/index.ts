export { default, FIRST_ROW_TILES } from './Gallery';

export { default } from './HeaderSwitchers';

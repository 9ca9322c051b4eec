export { default } from './SwitcherMenu';

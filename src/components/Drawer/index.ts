export { default } from './Drawer';

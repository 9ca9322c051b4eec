export { default } from './Drawer';
export type { DrawerProps } from './Drawer';

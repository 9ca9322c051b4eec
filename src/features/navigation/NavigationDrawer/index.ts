export { default } from './NavigationDrawer';
export type { NavigationDrawerProps } from './NavigationDrawer';

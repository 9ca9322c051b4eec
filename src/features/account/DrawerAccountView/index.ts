export { default } from './DrawerAccountView';
export type { DrawerAccountViewProps } from './DrawerAccountView';

export { default } from './DrawerAccountView';
export type { AccountDrawerView, DrawerAccountViewProps } from './DrawerAccountView';

export { default } from './NavigationDrawer';

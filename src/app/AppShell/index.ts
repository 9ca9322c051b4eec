export { default } from './AppShell';

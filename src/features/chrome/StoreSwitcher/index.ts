export { default } from './StoreSwitcher';

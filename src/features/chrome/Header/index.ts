export { default } from './Header';
export type { HeaderProps } from './Header';

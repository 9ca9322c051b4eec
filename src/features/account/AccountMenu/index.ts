export { default } from './AccountMenu';
export type { AccountMenuProps } from './AccountMenu';

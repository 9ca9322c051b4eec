export { default } from './SwitcherMenu';
export type { SwitcherMenuProps, SwitcherOption } from './SwitcherMenu';

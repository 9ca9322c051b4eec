export { default } from './StoreSwitch';
export type { StoreSwitchControl } from './StoreSwitch';

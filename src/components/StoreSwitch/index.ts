export { default, SWITCH_OPTIONS } from './StoreSwitch';
export type { StoreSwitchControl } from './StoreSwitch';

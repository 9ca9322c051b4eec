export { default } from './StoreSwitcher';
export { buildStoreGroups } from './useStoreSwitcher';

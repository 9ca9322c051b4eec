export { default } from './ProductTabs';
export type { ProductTab } from './ProductTabs';

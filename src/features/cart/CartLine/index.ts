export { default } from './CartLine';
export type { CartLineProps } from './CartLine';

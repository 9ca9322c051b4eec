export { default } from './Price';
export { default as PriorPrice } from './PriorPrice';
export { default as UnitPrice } from './UnitPrice';

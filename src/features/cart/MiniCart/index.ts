export { default } from './MiniCart';

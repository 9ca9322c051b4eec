export { default } from './CartLine';

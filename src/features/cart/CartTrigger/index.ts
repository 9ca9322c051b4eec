export { default } from './CartTrigger';

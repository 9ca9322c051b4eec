export { default } from './AccountTrigger';

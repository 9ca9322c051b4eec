export { buttonClassName, default } from './Button';

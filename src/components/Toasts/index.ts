export { default } from './Toasts';

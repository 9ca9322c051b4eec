export { default } from './ResetPassword';

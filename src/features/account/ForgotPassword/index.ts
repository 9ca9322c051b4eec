export { default } from './ForgotPasswordPage';

export { default } from './SignInPage';

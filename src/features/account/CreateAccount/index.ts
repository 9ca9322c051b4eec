export { default } from './CreateAccountPage';

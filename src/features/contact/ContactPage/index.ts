export { default } from './ContactPage';

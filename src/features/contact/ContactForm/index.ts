export { default } from './ContactForm';

export { default } from './NewsletterSignUp';

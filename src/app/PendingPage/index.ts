export { default } from './PendingPage';

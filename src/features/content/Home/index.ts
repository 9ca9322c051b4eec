export { default } from './Home';

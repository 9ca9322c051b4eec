export { default } from './Profile';

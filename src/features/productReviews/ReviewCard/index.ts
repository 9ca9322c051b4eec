export { default } from './ReviewCard';

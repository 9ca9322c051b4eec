export { default } from './ReviewsPage';

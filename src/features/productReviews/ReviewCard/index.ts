export { default } from './ReviewCard';
export type { ReviewCardProduct, ReviewCardProps } from './ReviewCard';

export { default as CategorySkeleton } from './CategorySkeleton';

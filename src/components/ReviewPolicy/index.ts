export { ReviewPolicy, VerifiedBuyer } from './ReviewPolicy';

// Product reviews feature: the /recenzie-produse page is loaded lazily by the route table
// (features/productReviews/ReviewsPage). Links to a product's reviews use productReviewsPath.
export { productReviewsPath, REVIEWS_ROUTE } from './reviewsModel';

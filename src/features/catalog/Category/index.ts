import { GET_PRODUCT_LISTING } from '../ProductListing/productListing.gql';
import { GET_CATEGORY } from './category.gql';

export { default } from './Category';

/** The queries whose answers the server may put into the page (src/app/pageData): written to the cache before the first render. */
export const pageQueries = [GET_CATEGORY, GET_PRODUCT_LISTING];

import { GetProductListingDocument } from '../../../components/ProductListing/productListing.generated';

export { default } from './SearchPage';

/** The queries whose answers the server may put into the page (src/app/pageData): written to the cache before the first render. */
export const pageQueries = [GetProductListingDocument];

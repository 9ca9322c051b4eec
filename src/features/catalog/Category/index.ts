import { GetProductListingDocument } from '../../../components/ProductListing/productListing.generated';
import { GetCategoryDocument } from './category.generated';

export { default } from './Category';

/** The queries whose answers the server may put into the page (src/app/pageData): written to the cache before the first render. */
export const pageQueries = [GetCategoryDocument, GetProductListingDocument];

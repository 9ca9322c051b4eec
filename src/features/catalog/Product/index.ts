import { GetProductDetailDocument } from './product.generated';

export { default } from './Product';

/** The queries whose answers the server may put into the page (src/app/pageData): written to the cache before the first render. */
export const pageQueries = [GetProductDetailDocument];

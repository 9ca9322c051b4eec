// A product listing (filters, sort, gallery of tiles, pages) over the catalogue's products query: the
// category page and the search results page both show one.
export { default } from './ProductListing';

/** About the related products section's height (heading and a row of tiles), kept while it waits to render. */
export const RELATED_PRODUCTS_HEIGHT = '38rem';

// The products of a Catalog Products List widget as Magento renders it into CMS content: its list items
// link each product (a.product-item-link) to the product's URL in the store view. A storefront reads the
// URL keys from those links (as PWA Studio does) and asks `products` for them.
import type { ProductTileFieldsFragment } from '../../ProductTile';

/** The widget's product links, in its order, each once. */
export function productLinksOf(root: ParentNode): string[] {
  const hrefs = Array.from(root.querySelectorAll('a.product-item-link[href]'))
    .map((link) => link.getAttribute('href')?.trim() ?? '')
    .filter(Boolean);
  return [...new Set(hrefs)];
}

/** The product links in a widget's HTML (a CMS block's content). */
export function productLinksInHtml(html: string): string[] {
  if (!html.trim()) return [];
  return productLinksOf(new DOMParser().parseFromString(html, 'text/html'));
}

/**
 * A product URL's URL key: its last path segment ('/en/whey-protein.html' or 'https://shop/whey-protein.html'),
 * without the store's product URL suffix ('.html').
 */
export function urlKeyOf(url: string, productUrlSuffix: string): string {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, '');
  let segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // Left as written.
  }
  return productUrlSuffix && segment.endsWith(productUrlSuffix) ? segment.slice(0, -productUrlSuffix.length) : segment;
}

/** The products in the widget's order (the search answers in its own). */
export function orderByUrlKeys(items: ReadonlyArray<ProductTileFieldsFragment | null>, urlKeys: readonly string[]): ProductTileFieldsFragment[] {
  const byUrlKey = new Map(items.filter((item): item is ProductTileFieldsFragment => Boolean(item?.url_key)).map((item) => [item.url_key, item]));
  return urlKeys.map((key) => byUrlKey.get(key)).filter((item): item is ProductTileFieldsFragment => Boolean(item));
}

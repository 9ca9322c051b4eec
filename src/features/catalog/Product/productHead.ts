// Document head of a product page: title, description, canonical URL and schema.org Product data.
import { toAbsoluteUrl, toMetaDescription, type DocumentHead, type JsonLd } from '../../../components/Head';
import { resourceUrl } from '../../../lib/resourceUrl';
import type { ProductDetails } from './productModel';
import type { GalleryImage, PriceModel, StockModel } from './productModel';

export function productCanonicalPath(product: Pick<ProductDetails, 'canonical_url' | 'url_key' | 'url_suffix'>, basePath: string): string | null {
  const relative = product.canonical_url?.replace(/^\/+/, '') || (product.url_key ? `${product.url_key}${product.url_suffix ?? ''}` : '');
  return relative ? `${basePath}/${relative}` : null;
}

/** What a product page's head says, the same on the server (the page planner) and in the browser. */
export function productPageHead(
  product: Pick<ProductDetails, 'name' | 'sku' | 'meta_title' | 'meta_description' | 'short_description' | 'description' | 'canonical_url' | 'url_key' | 'url_suffix'>,
  basePath: string
): { title: string; description: string; canonical: string | null } {
  const name = product.name ?? product.sku ?? '';
  return {
    title: product.meta_title?.trim() || name,
    description: product.meta_description?.trim() || product.short_description?.html || product.description?.html || '',
    canonical: productCanonicalPath(product, basePath)
  };
}

export function productHead(
  product: ProductDetails,
  { basePath, price, stock, images }: { basePath: string; price: PriceModel | null; stock: StockModel; images: GalleryImage[] }
): DocumentHead {
  const name = product.name ?? product.sku;
  const { title, description, canonical } = productPageHead(product, basePath);
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: product.sku,
    ...(description ? { description: toMetaDescription(description) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(images.length > 0
      ? { image: images.slice(0, 3).map((image) => toAbsoluteUrl(resourceUrl(image.url, { type: 'image-product', width: 960 }))) }
      : {}),
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: price.final.toFixed(2),
            priceCurrency: price.currency,
            availability: stock.kind === 'out-of-stock' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            ...(canonical ? { url: toAbsoluteUrl(canonical) } : {})
          }
        }
      : {}),
    ...(product.review_count && product.rating_summary
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((product.rating_summary / 20) * 10) / 10,
            bestRating: 5,
            reviewCount: product.review_count
          }
        }
      : {})
  };
  return { title, description, canonical, jsonLd };
}

// Document head of a product page: title, description, canonical URL, link preview and schema.org Product data.
import { SHARE_IMAGE_WIDTH, toAbsoluteUrl, toMetaDescription, type DocumentHead, type JsonLd } from '../../../components/Head';
import { resourceUrl } from '../../../lib/resourceUrl';
import type { ProductReviewFieldsFragment } from '../../../api/fragments.generated';
import { imagesForVariant, priceModel, stockModel, variantsOf } from './productModel';
import type { GalleryImage, PriceModel, ProductDetails, StockModel } from './productModel';

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

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

function offer(
  price: PriceModel | null,
  stock: StockModel,
  url: string | null,
  { sku, specialUntil }: { sku?: string | null; specialUntil?: string | null } = {}
): JsonLd | null {
  if (!price) return null;
  // A special price says until when it holds (the last day of Magento's special_to_date, not yet past).
  const until = specialUntil?.slice(0, 10) ?? null;
  const validUntil = until && until >= new Date().toISOString().slice(0, 10) ? until : null;
  return {
    '@type': 'Offer',
    ...(sku ? { sku } : {}),
    price: price.final.toFixed(2),
    priceCurrency: price.currency,
    ...(validUntil ? { priceValidUntil: validUntil } : {}),
    availability: stock.kind === 'out-of-stock' ? OUT_OF_STOCK : IN_STOCK,
    ...(url ? { url } : {})
  };
}

/**
 * The offers of a product: one per variant of a configurable product (each at the address that opens
 * it: the canonical URL with the variant's options), else the product's own.
 */
function offersOf(product: ProductDetails, canonicalUrl: string | null): JsonLd[] {
  const variants = variantsOf(product);
  if (variants.length > 0) {
    return variants
      .map((variant) => {
        const query = new URLSearchParams();
        for (const attribute of variant.attributes ?? []) {
          if (attribute?.code && attribute.value_index != null) query.set(attribute.code, String(attribute.value_index));
        }
        const url = canonicalUrl ? `${canonicalUrl}?${query.toString()}` : null;
        const variantProduct = variant.product;
        return offer(priceModel(variantProduct?.price_range.maximum_price), stockModel(variantProduct ?? { stock_status: null, only_x_left_in_stock: null }), url, {
          sku: variantProduct?.sku,
          specialUntil: variantProduct?.special_to_date
        });
      })
      .filter((entry): entry is JsonLd => entry !== null);
  }
  const own = offer(
    priceModel(product.price_range?.minimum_price ?? product.price_range?.maximum_price),
    stockModel({ stock_status: product.stock_status ?? null, only_x_left_in_stock: product.only_x_left_in_stock ?? null }),
    canonicalUrl,
    { specialUntil: product.special_to_date }
  );
  return own ? [own] : [];
}

/**
 * A product page's head, the same on the server (the page planner) and in the browser: title,
 * description, canonical URL, link preview (the first picture) and schema.org Product data with
 * every variant's offer. Independent of the chosen variant, so every address of the page says the same.
 */
/** A review as schema.org Review. */
function reviewJsonLd(review: ReviewForHead): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.nickname },
    ...(review.created_at ? { datePublished: review.created_at.slice(0, 10) } : {}),
    ...(review.summary ? { name: review.summary } : {}),
    ...(review.text ? { reviewBody: review.text } : {}),
    reviewRating: { '@type': 'Rating', ratingValue: Math.round((review.average_rating / 20) * 10) / 10, bestRating: 5 }
  };
}

export type ReviewForHead = Pick<ProductReviewFieldsFragment, 'nickname' | 'summary' | 'text' | 'created_at' | 'average_rating'>;

export function productHead(
  product: ProductDetails,
  { basePath, origin, reviews = [] }: { basePath: string; origin: string; reviews?: readonly ReviewForHead[] }
): DocumentHead {
  const name = product.name ?? product.sku;
  const { title, description, canonical } = productPageHead(product, basePath);
  const canonicalUrl = canonical ? toAbsoluteUrl(canonical, origin) : null;
  const images = imagesForVariant(product, null);
  const imageUrl = (width: number) => (image: GalleryImage) => toAbsoluteUrl(resourceUrl(image.url, { type: 'image-product', width }), origin);
  const offers = offersOf(product, canonicalUrl);
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: product.sku,
    ...(description ? { description: toMetaDescription(description) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(images.length > 0 ? { image: images.slice(0, 3).map(imageUrl(960)) } : {}),
    ...(canonicalUrl ? { url: canonicalUrl } : {}),
    ...(offers.length > 0 ? { offers: offers.length === 1 ? offers[0] : offers } : {}),
    ...(product.review_count && product.rating_summary
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((product.rating_summary / 20) * 10) / 10,
            bestRating: 5,
            reviewCount: product.review_count
          },
          ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {})
        }
      : {})
  };
  return {
    title,
    description,
    canonical,
    share: { type: 'product', image: images[0] ? imageUrl(SHARE_IMAGE_WIDTH)(images[0]) : null },
    jsonLd
  };
}

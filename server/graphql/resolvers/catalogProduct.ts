/**
 * ProductInterface fields for SimpleProduct and ConfigurableProduct (one field map shared by both),
 * configurable options and variants, reviews. Every list-valued field goes through a per-request
 * loader (services/catalog.ts), so a page of products costs one query per field, not per product.
 */
import type { GraphQLContext } from '../context';
import type { MediaRow } from '../../repositories/catalogProducts';
import type { ReviewRow } from '../../repositories/catalogReviews';
import {
  attributeIndex, catalogUrls, configurableValueUid, encodeUid, linkedProducts, ONLY_X_LEFT_THRESHOLD, optionLabel,
  productCategories, productMedia, productReviews, productUrlRewrites, productVariants,
  ratingAspects, storeLabel, type ProductRecord, type VariantRecord
} from '../../services/catalog';
import { configurableSelection, selectionMedia, swatchOf, type ConfigurableSelection } from '../../services/catalogConfigurable';
import { catalogToday, discountOf, priceRangeOf, productsAtFinal, type PriceRange } from '../../services/catalogPrice';
import { priorPriceFor, type PriceSources } from '../../services/priceHistory';
import type { AttributeFilterInput } from '../../services/productAttributes';
import { productGiftMessageAvailable } from '../../services/giftOptions';
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from '../../services/stock';
import { storeWebsite } from '../../services/storeConfig';
import { taxClassOf, vatRatePercent } from '../../services/vat';
import { productCustomAttributes, productCustomAttributesV2 } from './eav';

type Ctx = GraphQLContext;

const money = (value: number, currency: string) => ({ value, currency });

/** In stock at or below the threshold: how many are left (a simple product's), else null. */
const onlyXLeft = (product: ProductRecord) =>
  product.type_id === 'simple' && product.stock_status === 'IN_STOCK' && product.quantity <= ONLY_X_LEFT_THRESHOLD ? product.quantity : null;

async function rangeOf(product: ProductRecord, ctx: Ctx): Promise<PriceRange> {
  const variants = product.type_id === 'configurable' ? await productVariants(ctx, product.id) : null;
  return priceRangeOf(product, variants, catalogToday());
}

/** A ProductPrice, with the products that give its final price for ProductPrice.prior_price (resolvers/priceHistory.ts). */
/** The promotion label (gnc_etichete_promotie option code) that announces a reduction: 'Reducere' / 'Sale'. */
const REDUCTION_LABEL = 'reducere';

/** Whether the product's lowest price is a reduction the price history substantiates. */
async function hasAnnouncedReduction(ctx: Ctx, product: ProductRecord): Promise<boolean> {
  const variants = product.type_id === 'configurable' ? await productVariants(ctx, product.id) : null;
  const today = catalogToday();
  const final = priceRangeOf(product, variants, today).minimum.final;
  return (await priorPriceFor(ctx, { productIds: productsAtFinal(product, variants, final, today).map((p) => p.id), final })) !== null;
}

function productPrice(regular: number, final: number, currency: string, sources: PriceSources) {
  return { regular_price: money(regular, currency), final_price: money(final, currency), discount: discountOf(regular, final), sources };
}

async function mainImage(product: ProductRecord, _: unknown, ctx: Ctx) {
  const { media } = await catalogUrls(ctx);
  return {
    url: product.image ? `${media}catalog/product${product.image}` : `${media}catalog/product/placeholder/image.jpg`,
    label: product.image_label ?? product.name,
    position: 1,
    disabled: false
  };
}

const mediaUrl = (media: string, entry: MediaRow) => `${media}catalog/product${entry.file}`;

/** A gallery entry as MediaGalleryInterface answers it (the product's name when the picture has no label). */
async function galleryEntry(ctx: Ctx, product: ProductRecord, entry: MediaRow) {
  const { media } = await catalogUrls(ctx);
  return {
    url: mediaUrl(media, entry),
    label: storeLabel(entry.labels, ctx.store.id) || product.name,
    position: entry.position,
    disabled: entry.disabled
  };
}

const ProductFields = {
  uid: (product: ProductRecord) => encodeUid(product.id),
  description: (product: ProductRecord) => ({ html: product.description ?? '' }),
  short_description: (product: ProductRecord) => ({ html: product.short_description ?? '' }),
  new_from_date: (product: ProductRecord) => product.news_from_date,
  new_to_date: (product: ProductRecord) => product.news_to_date,
  options_container: () => 'container2',
  url_path: () => null,
  manufacturer: (product: ProductRecord) => product.brand_option_id,
  data_expirarii: (product: ProductRecord) => product.expiry_date,
  // Magento's tax class of the rate the law gives the product (the cart charges the same rate).
  tax_class: (product: ProductRecord) => taxClassOf(vatRatePercent(product)),
  image: mainImage,
  small_image: mainImage,
  thumbnail: mainImage,
  url_suffix: async (_: ProductRecord, __: unknown, ctx: Ctx) => (await catalogUrls(ctx)).productSuffix,
  canonical_url: async (product: ProductRecord, _: unknown, ctx: Ctx) => `${product.url_key}${(await catalogUrls(ctx)).productSuffix}`,
  url_rewrites: async (product: ProductRecord, _: unknown, ctx: Ctx) =>
    (await productUrlRewrites(ctx, product.id)).map((url) => ({ url, parameters: [{ name: 'id', value: String(product.id) }] })),
  media_gallery: async (product: ProductRecord, _: unknown, ctx: Ctx) =>
    Promise.all((await productMedia(ctx, product.id)).map((entry) => galleryEntry(ctx, product, entry))),
  media_gallery_entries: async (product: ProductRecord, _: unknown, ctx: Ctx) =>
    (await productMedia(ctx, product.id)).map((entry) => ({
      id: entry.value_id,
      uid: encodeUid(entry.value_id),
      media_type: 'image',
      label: storeLabel(entry.labels, ctx.store.id) || product.name,
      position: entry.position,
      disabled: entry.disabled,
      types: entry.types,
      file: entry.file
    })),
  price: async (product: ProductRecord, _: unknown, ctx: Ctx) => {
    const range = await rangeOf(product, ctx);
    const amount = (value: number) => ({ amount: money(value, ctx.currency) });
    return {
      regularPrice: amount(range.minimum.regular),
      minimalPrice: amount(range.minimum.final),
      maximalPrice: amount(range.maximum.final)
    };
  },
  price_range: async (product: ProductRecord, _: unknown, ctx: Ctx) => {
    const variants = product.type_id === 'configurable' ? await productVariants(ctx, product.id) : null;
    const today = catalogToday();
    const range = priceRangeOf(product, variants, today);
    const sources = (final: number): PriceSources => ({ productIds: productsAtFinal(product, variants, final, today).map((p) => p.id), final });
    return {
      minimum_price: productPrice(range.minimum.regular, range.minimum.final, ctx.currency, sources(range.minimum.final)),
      maximum_price: productPrice(range.maximum.regular, range.maximum.final, ctx.currency, sources(range.maximum.final))
    };
  },
  special_price: (product: ProductRecord) => (product.type_id === 'configurable' ? null : product.special_price),
  only_x_left_in_stock: onlyXLeft,
  // Magento answers the salable quantity only where "only X left" applies, else null.
  quantity: onlyXLeft,
  // The cart's per-line limits (services/stock.ts): no product has its own.
  min_sale_qty: () => MIN_CART_QUANTITY,
  max_sale_qty: () => MAX_CART_QUANTITY,
  gift_message_available: () => productGiftMessageAvailable(),
  // No customizable options, no swatch images of products, no tier prices in this store.
  options: () => [],
  swatch_image: () => null,
  tier_price: () => null,
  tier_prices: () => [],
  websites: async (_: ProductRecord, __: unknown, ctx: Ctx) => {
    const website = await storeWebsite(ctx);
    return website ? [website] : [];
  },
  categories: (product: ProductRecord, _: unknown, ctx: Ctx) => productCategories(ctx, product.id),
  reviews: async (product: ProductRecord, args: { pageSize?: number; currentPage?: number }, ctx: Ctx) => {
    const pageSize = args.pageSize ?? 20;
    const currentPage = args.currentPage ?? 1;
    const page = await productReviews(ctx, product.id, pageSize, currentPage);
    return {
      items: page.items.map((review) => ({ ...review, product })),
      page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(page.total / pageSize) }
    };
  },
  related_products: (product: ProductRecord, _: unknown, ctx: Ctx) => linkedProducts(ctx, product.id, 'related'),
  upsell_products: (product: ProductRecord, _: unknown, ctx: Ctx) => linkedProducts(ctx, product.id, 'upsell'),
  crosssell_products: (product: ProductRecord, _: unknown, ctx: Ctx) => linkedProducts(ctx, product.id, 'crosssell'),
  brand: (product: ProductRecord, _: unknown, ctx: Ctx) => optionLabel(ctx, product.brand_option_id),
  gnc_tip_de_promotie: (product: ProductRecord, _: unknown, ctx: Ctx) => optionLabel(ctx, product.promotion_option_id),
  gnc_eticheta_speciala: (product: ProductRecord, _: unknown, ctx: Ctx) => optionLabel(ctx, product.special_label_option_id),
  // The 'Sale' label announces a reduction: only with a reduction the Omnibus rule substantiates (the
  // lowest price of the 30 days before it, services/priceHistory.ts), as the price itself.
  gnc_etichete_promotie: async (product: ProductRecord, _: unknown, ctx: Ctx) => {
    const index = await attributeIndex(ctx);
    const ids = product.promotion_label_option_ids;
    const announcesReduction = ids.some((id) => index.options.get(id)?.code === REDUCTION_LABEL);
    const reduced = announcesReduction ? await hasAnnouncedReduction(ctx, product) : false;
    const shown = ids.filter((id) => reduced || index.options.get(id)?.code !== REDUCTION_LABEL);
    return (await Promise.all(shown.map((id) => optionLabel(ctx, id)))).filter((l): l is string => l !== null);
  },
  aroma_multivalue: async (product: ProductRecord, _: unknown, ctx: Ctx) =>
    (await Promise.all(product.aroma_option_ids.map((id) => optionLabel(ctx, id)))).filter((l): l is string => l !== null),
  aroma: async (product: ProductRecord, _: unknown, ctx: Ctx) => {
    const labels = (await Promise.all(product.aroma_option_ids.map((id) => optionLabel(ctx, id)))).filter(Boolean);
    return labels.length ? labels.join(', ') : null;
  },
  // Magento's product links: related, then up-sells, then cross-sells, each by position (the linked
  // products the related_products / upsell_products / crosssell_products fields return).
  product_links: async (product: ProductRecord, _: unknown, ctx: Ctx) => {
    const types = ['related', 'upsell', 'crosssell'] as const;
    const lists = await Promise.all(types.map((type) => linkedProducts(ctx, product.id, type)));
    return types.flatMap((type, i) =>
      lists[i].map((linked, position) => ({
        sku: product.sku,
        link_type: type,
        linked_product_sku: linked.sku,
        linked_product_type: linked.type_id,
        position: position + 1
      }))
    );
  },
  // The store has no tier prices: Magento answers an empty list.
  price_tiers: () => [],
  custom_attributesV2: (product: ProductRecord, args: { filters?: AttributeFilterInput | null }, ctx: Ctx) =>
    productCustomAttributesV2(ctx, product, args.filters),
  custom_attributes: (product: ProductRecord, _: unknown, ctx: Ctx) => productCustomAttributes(ctx, product),
  relative_url: async (product: ProductRecord & { relative_url?: string }, _: unknown, ctx: Ctx) =>
    product.relative_url ?? `${product.url_key}${(await catalogUrls(ctx)).productSuffix}`,
  redirect_code: (product: ProductRecord & { redirect_code?: number }) => product.redirect_code ?? 0,
  type: (product: ProductRecord & { type?: string }) => product.type ?? 'PRODUCT'
};

export default {
  ProductInterface: {
    __resolveType: (product: ProductRecord) => product.__typename
  },
  PhysicalProductInterface: {
    __resolveType: (product: ProductRecord) => product.__typename
  },
  CustomizableProductInterface: {
    __resolveType: (product: ProductRecord) => product.__typename
  },
  // No product has customizable options here, so no option is ever resolved.
  CustomizableOptionInterface: {
    __resolveType: () => null
  },
  ProductLinksInterface: {
    __resolveType: () => 'ProductLinks'
  },
  MediaGalleryInterface: {
    __resolveType: () => 'ProductImage'
  },
  SwatchDataInterface: {
    __resolveType: (swatch: { __typename: string }) => swatch.__typename
  },
  SimpleProduct: ProductFields,
  ConfigurableProduct: {
    ...ProductFields,
    configurable_options: async (product: ProductRecord, _: unknown, ctx: Ctx) => {
      const [variants, index] = await Promise.all([productVariants(ctx, product.id), attributeIndex(ctx)]);
      return (product.super_attributes ?? []).map((axis) => {
        const attribute = index.byId.get(axis.attribute_id)!;
        const used = new Set(variants.flatMap((v) => v.options.filter((o) => o.attribute_id === axis.attribute_id).map((o) => o.option_id)));
        const values = (index.optionsOf.get(axis.attribute_id) ?? [])
          .filter((option) => used.has(option.option_id))
          .map((option) => {
            const label = storeLabel(option.labels, ctx.store.id);
            return {
              value_index: option.option_id,
              uid: configurableValueUid(axis.attribute_id, option.option_id),
              label,
              default_label: option.labels['0'] ?? label,
              store_label: label,
              use_default_value: true,
              swatch_data: swatchOf(attribute, option, ctx.store.id)
            };
          });
        return {
          id: axis.product_super_attribute_id,
          uid: encodeUid(`configurable/${product.id}/${axis.attribute_id}`),
          attribute_id: String(axis.attribute_id),
          attribute_id_v2: axis.attribute_id,
          attribute_uid: encodeUid(`catalog_product/${attribute.code}`),
          attribute_code: attribute.code,
          label: storeLabel(attribute.labels, ctx.store.id),
          position: axis.position,
          use_default: false,
          values,
          product_id: product.id
        };
      });
    },
    configurable_product_options_selection: async (
      product: ProductRecord, args: { configurableOptionValueUids?: string[] | null }, ctx: Ctx
    ) => configurableSelection(ctx, product, args.configurableOptionValueUids),
    variants: async (product: ProductRecord, _: unknown, ctx: Ctx) => {
      const [variants, index] = await Promise.all([productVariants(ctx, product.id), attributeIndex(ctx)]);
      return variants.map((variant: VariantRecord) => ({
        product: variant,
        attributes: variant.options.map((choice) => {
          const option = index.options.get(choice.option_id);
          return {
            uid: configurableValueUid(choice.attribute_id, choice.option_id),
            code: index.byId.get(choice.attribute_id)?.code ?? null,
            label: option ? storeLabel(option.labels, ctx.store.id) : null,
            value_index: choice.option_id
          };
        })
      }));
    }
  },
  ConfigurableProductOptionsSelection: {
    media_gallery: async (selection: ConfigurableSelection, _: unknown, ctx: Ctx) =>
      Promise.all((await selectionMedia(ctx, selection.matching)).map(({ variant, entry }) => galleryEntry(ctx, variant, entry)))
  },
  ProductReview: {
    average_rating: (review: ReviewRow) => {
      const values = Object.values(review.ratings);
      return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 20 * 100) / 100 : 0;
    },
    ratings_breakdown: async (review: ReviewRow, _: unknown, ctx: Ctx) =>
      (await ratingAspects(ctx))
        .filter((rating) => review.ratings[rating.code] !== undefined)
        .map((rating) => ({ name: storeLabel(rating.labels, ctx.store.id), value: String(review.ratings[rating.code]) }))
  }
};

// Pure rules of the product page: options and variants (which combination is chosen, which values are
// still available), the price, stock and images of the chosen variant, and the breadcrumb trail.
import type { ProductPriceFieldsFragment as ProductPrice } from '../../../api/fragments.generated';
import { shownPrice, type ShownPrice } from '../../../lib/reduction';
import type {
  GetProductDetailQuery,
  ProductMediaFieldsFragment as ProductMedia,
  ProductOptionFieldsFragment as ProductOption,
  ProductVariantFieldsFragment as ProductVariant
} from './product.generated';

/** The product of the product page's query (any product type; only a configurable one has options). */
export type ProductDetails = NonNullable<NonNullable<NonNullable<GetProductDetailQuery['products']>['items']>[number]>;
export type ConfigurableProductDetails = Extract<ProductDetails, { __typename: 'ConfigurableProduct' }>;
/** The page's product: asked for by its SKU, so it has one (the schema's sku is nullable). */
export type PageProduct = ProductDetails & { sku: string };
export type ProductOptionValue = NonNullable<NonNullable<ProductOption['values']>[number]>;
/** A value the shopper can choose: one with a uid (the schema allows a value without). */
export type ChoosableValue = ProductOptionValue & { uid: string };
/** What the option rules read of a product: a configurable product's options and variants. */
type ConfigurableParts = Pick<ProductDetails, '__typename'> & Partial<Pick<ConfigurableProductDetails, 'configurable_options' | 'variants'>>;
/** The fields that change with the chosen variant (a simple product). */
export type VariantProduct = NonNullable<ProductVariant['product']>;
export type NutritionFacts = NonNullable<ProductDetails['nutrition_facts']>;
export type { ProductMedia, ProductOption, ProductPrice, ProductVariant };

/** Chosen value per option: option uid → value uid. */
export type Selection = Readonly<Record<string, string>>;

export interface OptionModel {
  uid: string;
  code: string;
  label: string;
  values: ChoosableValue[];
}

export function optionsOf(product: ConfigurableParts): OptionModel[] {
  return (product.configurable_options ?? [])
    .filter((option): option is ProductOption => Boolean(option))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option) => ({
      uid: option.uid,
      code: option.attribute_code ?? option.uid,
      label: option.label ?? option.attribute_code ?? '',
      values: (option.values ?? []).filter((value): value is ChoosableValue => Boolean(value?.uid))
    }));
}

export function variantsOf(product: ConfigurableParts): ProductVariant[] {
  return (product.variants ?? []).filter((variant): variant is ProductVariant => Boolean(variant?.product));
}

function variantValueUids(variant: ProductVariant): Set<string> {
  return new Set((variant.attributes ?? []).map((attribute) => attribute?.uid).filter((uid): uid is string => Boolean(uid)));
}

function matches(variant: ProductVariant, valueUids: Iterable<string>): boolean {
  const own = variantValueUids(variant);
  for (const uid of valueUids) if (!own.has(uid)) return false;
  return true;
}

function isInStock(variant: ProductVariant): boolean {
  return variant.product?.stock_status !== 'OUT_OF_STOCK';
}

/** The variant of a complete selection (one value per option), if it exists. */
export function findVariant(options: OptionModel[], variants: ProductVariant[], selection: Selection): ProductVariant | null {
  if (options.length === 0 || options.some((option) => !selection[option.uid])) return null;
  const chosen = options.map((option) => selection[option.uid]);
  return variants.find((variant) => matches(variant, chosen)) ?? null;
}

/**
 * A value can be chosen when some in-stock variant has it together with the values chosen for the
 * other options (combinations that do not exist or are sold out are disabled).
 */
export function isValueAvailable(
  options: OptionModel[],
  variants: ProductVariant[],
  selection: Selection,
  optionUid: string,
  valueUid: string
): boolean {
  const others = options
    .filter((option) => option.uid !== optionUid && selection[option.uid])
    .map((option) => selection[option.uid]);
  return variants.some((variant) => isInStock(variant) && matches(variant, [valueUid, ...others]));
}

/** The first in-stock variant's values, in option order (what the page shows before a choice). */
export function defaultSelection(options: OptionModel[], variants: ProductVariant[]): Selection {
  const variant = variants.find(isInStock) ?? variants[0];
  if (!variant) return {};
  const own = variantValueUids(variant);
  const selection: Record<string, string> = {};
  for (const option of options) {
    const value = option.values.find((candidate) => own.has(candidate.uid));
    if (value) selection[option.uid] = value.uid;
  }
  return selection;
}

/** Selection from the URL query (?aroma=201&gramaj=306, by value_index), ignoring unknown values. */
export function selectionFromQuery(options: OptionModel[], search: URLSearchParams): Selection {
  const selection: Record<string, string> = {};
  for (const option of options) {
    const wanted = search.get(option.code);
    if (wanted == null) continue;
    const value = option.values.find((candidate) => String(candidate.value_index) === wanted);
    if (value) selection[option.uid] = value.uid;
  }
  return selection;
}

/** The query string for a selection, keeping other parameters. */
export function selectionToQuery(options: OptionModel[], selection: Selection, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const option of options) {
    const value = option.values.find((candidate) => candidate.uid === selection[option.uid]);
    if (value?.value_index != null) next.set(option.code, String(value.value_index));
    else next.delete(option.code);
  }
  return next;
}

/** The price the page shows: a reduction only against the Omnibus prior price (lib/reduction.ts). */
export type PriceModel = ShownPrice;

export const priceModel = (price: ProductPrice | null | undefined): PriceModel | null => shownPrice(price);

export type StockModel = { kind: 'in-stock' } | { kind: 'only-left'; count: number } | { kind: 'out-of-stock' };

export function stockModel(product: Pick<VariantProduct, 'stock_status' | 'only_x_left_in_stock'>): StockModel {
  if (product.stock_status === 'OUT_OF_STOCK') return { kind: 'out-of-stock' };
  const left = product.only_x_left_in_stock;
  if (left != null && left > 0) return { kind: 'only-left', count: Math.floor(left) };
  return { kind: 'in-stock' };
}

export interface GalleryImage {
  url: string;
  label: string;
}

/** Enabled images by position; falls back to the main image. */
export function galleryImages(media: Array<ProductMedia | null> | null | undefined, fallback?: { url: string | null; label: string | null } | null): GalleryImage[] {
  const images = (media ?? [])
    .filter((entry): entry is ProductMedia => Boolean(entry?.url) && !entry?.disabled)
    .sort((a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER))
    .map((entry) => ({ url: entry.url as string, label: entry.label ?? '' }));
  if (images.length === 0 && fallback?.url) return [{ url: fallback.url, label: fallback.label ?? '' }];
  return images;
}

/** The chosen variant's images first (its own photo of the flavour), then the parent's other images. */
export function imagesForVariant(product: ProductDetails, variant: ProductVariant | null): GalleryImage[] {
  const parent = galleryImages(product.media_gallery, product.image);
  const own = galleryImages(variant?.product?.media_gallery);
  if (own.length === 0) return parent;
  const ownUrls = new Set(own.map((image) => image.url));
  // The parent's first image is the generic pack shot the variant's photo replaces.
  return [...own, ...parent.slice(1).filter((image) => !ownUrls.has(image.url))];
}

/** Quantity bounds of the stepper: 1 … min(99, the few left in stock). */
export const MAX_QUANTITY = 99;
export function maxQuantity(stock: StockModel): number {
  return stock.kind === 'only-left' ? Math.max(1, Math.min(MAX_QUANTITY, stock.count)) : MAX_QUANTITY;
}

export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.floor(value)));
}

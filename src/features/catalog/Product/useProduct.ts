// The product page's talon: the product of the route, the chosen options (kept in the URL query so a
// shared link opens the same flavour and size), and what the chosen variant changes: price, images,
// stock and expiry date.
import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import { usePageFetchPolicy } from '../../../api/apollo/usePageFetchPolicy';
import type { ProductReviewFieldsFragment } from '../../../api/fragments.generated';
import { unitPriceOf, type UnitPrice } from '../../../lib/unitPrice';
import { GetProductDetailDocument } from './product.generated';
import { GetProductReviewsDocument } from './Reviews/reviews.generated';
import { REVIEWS_PAGE_SIZE } from './Reviews/useReviews';
import type { PageProduct, ProductVariant } from './productModel';
import {
  defaultSelection,
  findVariant,
  imagesForVariant,
  isValueAvailable,
  optionsOf,
  priceModel,
  selectionFromQuery,
  selectionToQuery,
  stockModel,
  variantsOf,
  type GalleryImage,
  type OptionModel,
  type PriceModel,
  type Selection,
  type StockModel
} from './productModel';

export interface ProductTalon {
  /** The first page of reviews, once known (the page's structured data). */
  headReviews: ProductReviewFieldsFragment[];
  isLoading: boolean;
  hasError: boolean;
  isMissing: boolean;
  product: PageProduct | null;
  isConfigurable: boolean;
  options: OptionModel[];
  selection: Selection;
  /** The chosen variant of a configurable product (null for simple products or a combination that does not exist). */
  variant: ProductVariant | null;
  /** A configurable product whose chosen combination does not exist. */
  isCombinationMissing: boolean;
  price: PriceModel | null;
  unitPrice: UnitPrice | null;
  stock: StockModel;
  images: GalleryImage[];
  expiryDate: string | null;
  selectOption(optionUid: string, valueUid: string): void;
  isValueAvailable(optionUid: string, valueUid: string): boolean;
}

const NO_OPTIONS: OptionModel[] = [];
const NO_VARIANTS: ProductVariant[] = [];

export function useProduct({ uid, sku }: { uid: string; sku: string | null }): ProductTalon {
  const variables = useMemo(() => ({ sku: sku ?? '' }), [sku]);
  const { data, loading, error } = useQuery(GetProductDetailDocument, {
    variables,
    skip: !sku,
    fetchPolicy: usePageFetchPolicy(GetProductDetailDocument, variables, 'cache-and-network')
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const items = (data?.products?.items ?? []).filter((item): item is PageProduct => Boolean(item?.sku));
  const product = items.find((item) => item.uid === uid) ?? items[0] ?? null;
  const isConfigurable = product?.__typename === 'ConfigurableProduct' && (product.configurable_options?.length ?? 0) > 0;

  const options = useMemo(() => (product && isConfigurable ? optionsOf(product) : NO_OPTIONS), [product, isConfigurable]);
  const variants = useMemo(() => (product && isConfigurable ? variantsOf(product) : NO_VARIANTS), [product, isConfigurable]);
  const selection = useMemo<Selection>(
    () => ({ ...defaultSelection(options, variants), ...selectionFromQuery(options, searchParams) }),
    [options, variants, searchParams]
  );
  const variant = isConfigurable ? findVariant(options, variants, selection) : null;

  const selectOption = useCallback(
    (optionUid: string, valueUid: string) => {
      const next = selectionToQuery(options, { ...selection, [optionUid]: valueUid }, searchParams);
      setSearchParams(next, { replace: true, preventScrollReset: true });
    },
    [options, selection, searchParams, setSearchParams]
  );
  const checkAvailability = useCallback(
    (optionUid: string, valueUid: string) => isValueAvailable(options, variants, selection, optionUid, valueUid),
    [options, variants, selection]
  );

  const variantProduct = variant?.product ?? null;
  const price = priceModel(variantProduct?.price_range.maximum_price ?? product?.price_range?.minimum_price ?? product?.price_range?.maximum_price);
  // Per kg / l / piece of the chosen variant's size, or of the product's own (HG 947/2000).
  const unitPrice = price ? unitPriceOf(price.final, variantProduct ?? (isConfigurable ? null : product)) : null;
  const isCombinationMissing = isConfigurable && !variant;
  const stock: StockModel = isCombinationMissing
    ? { kind: 'out-of-stock' }
    : stockModel(variantProduct ?? { stock_status: product?.stock_status ?? null, only_x_left_in_stock: product?.only_x_left_in_stock ?? null });
  const images = useMemo(() => (product ? imagesForVariant(product, variant) : []), [product, variant]);
  // The first page of reviews (the Reviews tab's own query), for the page's structured data.
  const { data: reviewsData } = useQuery(GetProductReviewsDocument, {
    variables: { sku: sku ?? '', pageSize: REVIEWS_PAGE_SIZE, currentPage: 1 },
    skip: !sku || !product?.review_count
  });
  const headReviews = useMemo(
    () => (reviewsData?.products?.items?.find(Boolean)?.reviews.items ?? []).filter((review): review is ProductReviewFieldsFragment => Boolean(review)),
    [reviewsData]
  );

  return {
    isLoading: Boolean(sku) && loading && !data,
    hasError: Boolean(error) && !data,
    isMissing: !sku || (Boolean(data) && !product),
    product,
    isConfigurable,
    options,
    selection,
    variant,
    isCombinationMissing,
    price,
    unitPrice,
    stock,
    images,
    expiryDate: variantProduct?.data_expirarii ?? product?.data_expirarii ?? null,
    headReviews,
    selectOption,
    isValueAvailable: checkAvailability
  };
}

// Product page (route type PRODUCT): breadcrumbs, image gallery with zoom, name, brand, SKU, rating,
// promotion labels, price with discount, stock, expiry date, options that switch the variant,
// quantity and add to cart / wishlist, tabs (description, nutrition facts, ingredients, usage,
// reviews), a food supplement's statements and related products. Title, description, canonical URL
// and Product JSON-LD in the head.
import { Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import BootStage from '../../../components/BootStage';
import RenderWhenNear from '../../../components/RenderWhenNear';
import { usePageHead } from '../../../components/Head';
import LoadingIndicator from '../../../components/LoadingIndicator';
import Price, { PriorPrice, UnitPrice } from '../../../components/Price';
import HtmlText from '../../../components/RichContent/HtmlText';
import { useStoreView } from '../../../components/storeView';
import Breadcrumbs, { productTrail } from '../Breadcrumbs';
import { RatingStars, formatExpiryDate, starsFromSummary, type ProductTileFieldsFragment } from '../../../components/ProductTile';
import { PageProblem } from '../../../components/ErrorView';
import AddToCartForm from './AddToCartForm';
import NutritionFacts from './NutritionFacts';
import ProductGallery from './ProductGallery';
import ProductOptions from './ProductOptions';
import ProductTabs, { type ProductTab } from './ProductTabs';
import { RELATED_PRODUCTS_HEIGHT } from './RelatedProducts/relatedProductsHeight';
import FoodInformation from './FoodInformation';
import styles from './product.module.css';
import { preloadProductExtrasWhenSettled, relatedProducts, reviews } from './productExtras';
import { productHead } from './productHead';
import { maxQuantity } from './productModel';
import { useProduct } from './useProduct';

export interface ProductProps {
  uid: string;
  sku: string | null;
  urlKey?: string | null;
}

export default function Product({ uid, sku }: ProductProps) {
  const { formatMessage, locale } = useIntl();
  const view = useStoreView();
  const talon = useProduct({ uid, sku });
  const [activeTab, setActiveTab] = useState('description');
  const { product, price, stock, images } = talon;

  useEffect(preloadProductExtrasWhenSettled, []);

  usePageHead(product ? productHead(product, { basePath: view.basePath, origin: window.location.origin, reviews: talon.headReviews }) : {});

  if (talon.isLoading) return <LoadingIndicator />;
  if (talon.hasError) {
    return <PageProblem kind="error" className={styles.message} />;
  }
  if (talon.isMissing || !product) {
    return <PageProblem kind="missing" className={styles.message} />;
  }

  const name = product.name ?? product.sku;
  const sku_ = talon.variant?.product?.sku ?? product.sku;
  const description = product.description?.html ?? '';
  const shortDescription = product.short_description?.html ?? '';
  const stars = starsFromSummary(product.rating_summary);
  const reviewCount = product.review_count ?? 0;
  const promotionLabels = (product.gnc_etichete_promotie ?? []).filter((label): label is string => Boolean(label?.trim()));
  const nutritionRows = (product.nutrition_facts?.rows ?? []).filter(Boolean);
  const related = (product.related_products ?? []).filter((item): item is ProductTileFieldsFragment => Boolean(item));

  const openReviews = () => {
    setActiveTab('reviews');
    requestAnimationFrame(() => {
      const tab = document.getElementById('product-tab-reviews');
      tab?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      tab?.focus({ preventScroll: true });
    });
  };

  const tabs: ProductTab[] = [
    ...(description
      ? [
          {
            id: 'description',
            label: formatMessage({ id: 'product.description', defaultMessage: 'Description' }),
            content: (
              <HtmlText html={description} />
            )
          }
        ]
      : []),
    ...((nutritionRows.length > 0 || product.nutrition_facts?.per_100?.some(Boolean)) && product.nutrition_facts
      ? [
          {
            id: 'nutrition',
            label: formatMessage({ id: 'product.nutritionFacts', defaultMessage: 'Nutrition facts' }),
            content: <NutritionFacts facts={product.nutrition_facts} />
          }
        ]
      : []),
    ...(product.ingredients?.trim()
      ? [
          {
            id: 'ingredients',
            label: formatMessage({ id: 'product.ingredients', defaultMessage: 'Ingredients' }),
            // The list as the label prints it, allergens in bold (Reg. (EU) 1169/2011 art. 21).
            content: (
              <>
                <HtmlText html={product.ingredients} />
                {product.allergens?.some(Boolean) ? (
                  <p className={styles.plainText}>
                    <FormattedMessage id="product.allergensNote" defaultMessage="Allergens are shown in bold." />
                  </p>
                ) : null}
              </>
            )
          }
        ]
      : []),
    ...(product.usage_instructions?.trim()
      ? [{ id: 'usage', label: formatMessage({ id: 'product.usage', defaultMessage: 'How to use' }), content: <p className={styles.plainText}>{product.usage_instructions}</p> }]
      : []),
    {
      id: 'reviews',
      label: formatMessage({ id: 'product.reviewsTab', defaultMessage: 'Reviews ({count})' }, { count: reviewCount }),
      content: (
        <Suspense
          fallback={
            <p className={styles.plainText}>
              <FormattedMessage id="reviews.loading" defaultMessage="Loading reviews…" />
            </p>
          }
        >
          <reviews.Component sku={product.sku} />
        </Suspense>
      )
    }
  ];

  return (
    <article className={styles.root}>
      <Breadcrumbs crumbs={productTrail(product.categories)} current={name} className={styles.breadcrumbs} />
      <div className={styles.top}>
        <div className={styles.media}>
          {product.gnc_eticheta_speciala || product.gnc_tip_de_promotie || price?.percentOff ? (
            <div className={styles.badges}>
              {price?.percentOff ? <span className={`${styles.badge} ${styles.discountBadge}`}>-{price.percentOff}%</span> : null}
              {product.gnc_tip_de_promotie ? <span className={`${styles.badge} ${styles.promotionBadge}`}>{product.gnc_tip_de_promotie}</span> : null}
              {product.gnc_eticheta_speciala ? <span className={styles.badge}>{product.gnc_eticheta_speciala}</span> : null}
            </div>
          ) : null}
          <ProductGallery key={talon.variant?.product?.uid ?? product.uid} images={images} name={name} />
        </div>
        <div className={styles.summary}>
          {/* On the first load the summary renders in the task after the gallery's (the page's main
              image), in its own column — below it on phones —, so nothing moves when it arrives. */}
          <BootStage>
            {product.brand ? <p className={styles.brand}>{product.brand}</p> : null}
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.sku}>
              <FormattedMessage id="product.sku" defaultMessage="SKU: {sku}" values={{ sku: sku_ }} />
            </p>
            <div className={styles.rating}>
              {reviewCount > 0 ? <RatingStars stars={stars} /> : null}
              <a
                href="#product-tab-reviews"
                className={styles.reviewsLink}
                onClick={(event) => {
                  event.preventDefault();
                  openReviews();
                }}
              >
                {reviewCount > 0 ? (
                  <FormattedMessage id="product.reviewCount" defaultMessage="{count, plural, one {1 review} other {# reviews}}" values={{ count: reviewCount }} />
                ) : (
                  <FormattedMessage id="product.firstReview" defaultMessage="Be the first to review this product" />
                )}
              </a>
            </div>
            {promotionLabels.length > 0 ? (
              <ul className={styles.labels} aria-label={formatMessage({ id: 'product.promotions', defaultMessage: 'Promotions' })}>
                {promotionLabels.map((label) => (
                  <li key={label} className={styles.label}>
                    {label}
                  </li>
                ))}
              </ul>
            ) : null}
            {price ? (
              <div className={styles.price} aria-live="polite">
                <Price value={price.final} currency={price.currency} className={price.prior != null ? styles.specialPrice : styles.finalPrice} />
                {price.percentOff ? (
                  <span className={styles.percentOff}>
                    <FormattedMessage id="product.percentOff" defaultMessage="{percent}% off" values={{ percent: price.percentOff }} />
                  </span>
                ) : null}
                {talon.unitPrice ? <UnitPrice unitPrice={talon.unitPrice} currency={price.currency} className={styles.unitPrice} /> : null}
                {price.prior != null ? <PriorPrice value={price.prior} currency={price.currency} className={styles.priorPrice} /> : null}
              </div>
            ) : null}
            <p className={stock.kind === 'out-of-stock' ? styles.outOfStock : stock.kind === 'only-left' ? styles.fewLeft : styles.inStock}>
              {stock.kind === 'out-of-stock' ? (
                talon.isCombinationMissing ? (
                  <FormattedMessage id="product.combinationUnavailable" defaultMessage="This combination is not available" />
                ) : (
                  <FormattedMessage id="product.outOfStock" defaultMessage="Out of stock" />
                )
              ) : stock.kind === 'only-left' ? (
                <FormattedMessage id="product.onlyLeft" defaultMessage="Only {count} left in stock" values={{ count: stock.count }} />
              ) : (
                <FormattedMessage id="product.inStock" defaultMessage="In stock" />
              )}
            </p>
            {talon.expiryDate ? (
              <p className={styles.expiry}>
                <FormattedMessage
                  id="product.expiryDate"
                  defaultMessage="Expiry date: {date}"
                  values={{ date: formatExpiryDate(talon.expiryDate, locale) }}
                />
              </p>
            ) : null}
            {talon.options.length > 0 ? (
              <ProductOptions
                options={talon.options}
                selection={talon.selection}
                onSelect={talon.selectOption}
                isValueAvailable={talon.isValueAvailable}
              />
            ) : null}
            {/* On the first load the form, then the tabs and related products render in later tasks:
                each part is below the ones before it, so nothing moves when it arrives. */}
            <BootStage>
              <AddToCartForm
                product={product}
                isConfigurable={talon.isConfigurable}
                options={talon.options}
                selection={talon.selection}
                variant={talon.variant}
                canBuy={stock.kind !== 'out-of-stock'}
                maxQuantity={maxQuantity(stock)}
                unitPrice={talon.price && { value: talon.price.final, currency: talon.price.currency }}
              />
              {shortDescription ? (
                <HtmlText className={styles.shortDescription} html={shortDescription} />
              ) : null}
            </BootStage>
          </BootStage>
        </div>
      </div>
      {/* After the form, which the summary puts off when its own turn comes. */}
      <BootStage laterTurns={1}>
        <div className={styles.tabs}>
          <ProductTabs
            tabs={tabs}
            activeId={tabs.some((tab) => tab.id === activeTab) ? activeTab : tabs[0].id}
            onChange={setActiveTab}
            label={formatMessage({ id: 'product.details', defaultMessage: 'Product details' })}
          />
          {/* Whatever tab is open: what the label says, a food supplement's statements included. */}
          <FoodInformation product={product} />
        </div>
        {/* Below the tabs: its tiles render when the shopper comes near them. */}
        {related.length > 0 ? (
          <RenderWhenNear placeholderHeight={RELATED_PRODUCTS_HEIGHT}>
            <Suspense fallback={<div style={{ minHeight: RELATED_PRODUCTS_HEIGHT }} aria-hidden="true" />}>
              <relatedProducts.Component products={related} />
            </Suspense>
          </RenderWhenNear>
        ) : null}
      </BootStage>
    </article>
  );
}

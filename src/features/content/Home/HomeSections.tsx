// The home sections below the hero: category, new-products and blog carousels (their own chunk, so the
// hero — the page's LCP — does not wait for them). The carousels further down render when the shopper
// comes near them; the new products' block is asked for at once, while their chunk loads.
import { Suspense } from 'react';

import { lazyInTask } from '../../../components/lazyInTask';
import RenderWhenNear from '../../../components/RenderWhenNear';
import BlogCarousel from './BlogCarousel';
import CategoryCarousel from './CategoryCarousel';
import styles from './home.module.css';
import { usePrefetchNewProducts } from './newProducts';

const NewProductsCarousel = lazyInTask(() => import(/* webpackChunkName: "home-products" */ './NewProductsCarousel'));

export default function HomeSections() {
  usePrefetchNewProducts();
  return (
    <>
      <CategoryCarousel />
      <RenderWhenNear placeholderHeight="var(--home-products-height)">
        <Suspense fallback={<div className={styles.productsPlaceholder} aria-hidden="true" />}>
          <NewProductsCarousel />
        </Suspense>
      </RenderWhenNear>
      <RenderWhenNear placeholderHeight="var(--home-blog-height)">
        <BlogCarousel className={styles.section} />
      </RenderWhenNear>
    </>
  );
}

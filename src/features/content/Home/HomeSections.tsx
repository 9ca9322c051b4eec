// The home sections below the hero: category, new-products and blog carousels (their own chunk, so the
// hero — the page's LCP — does not wait for them).
import { lazy, Suspense } from 'react';

import { BlogCarousel } from '../../blog';
import CategoryCarousel from './CategoryCarousel';
import styles from './home.module.css';

const NewProductsCarousel = lazy(() => import(/* webpackChunkName: "home-products" */ './NewProductsCarousel'));

export default function HomeSections() {
  return (
    <>
      <CategoryCarousel />
      <Suspense fallback={<div className={styles.productsPlaceholder} aria-hidden="true" />}>
        <NewProductsCarousel />
      </Suspense>
      <BlogCarousel className={styles.section} />
    </>
  );
}

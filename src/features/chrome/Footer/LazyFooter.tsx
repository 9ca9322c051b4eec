// The footer is below the fold on every page: its code (link groups, icons, its queries) comes in its
// own chunk, fetched alongside the page's, so it stays out of every route's first-load JS. Until it
// arrives, a dark block of the footer's colour stands in its place.
import { lazy, Suspense } from 'react';

import styles from './lazyFooter.module.css';

const Footer = lazy(() => import(/* webpackChunkName: "footer" */ './Footer'));

export default function LazyFooter() {
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <Footer />
    </Suspense>
  );
}

// The footer is below the fold on every page: its code (link groups, icons, its queries) comes in its
// own chunk, fetched once the page has loaded — or sooner, when the shopper scrolls near it — so it
// neither counts in a route's first-load JS nor competes with the page's own requests. Until then a
// dark block of the footer's colour stands in its place.
import { Suspense, useRef } from 'react';

import { useStartedUp } from '../../../components/BootStage';
import { lazyInTask } from '../../../components/lazyInTask';
import { useAfterPageLoad } from '../useWhenIdle';
import styles from './lazyFooter.module.css';
import { useNearViewport } from './useNearViewport';

const Footer = lazyInTask(() => import(/* webpackChunkName: "footer" */ './Footer'));

export default function LazyFooter() {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const isPageLoaded = useAfterPageLoad();
  // While the first page renders in stages its lower parts are not there yet, and this block sits
  // right below the header: how near it is counts once they are.
  const isNear = useNearViewport(placeholderRef, undefined, useStartedUp());
  const placeholder = <div ref={placeholderRef} className={styles.placeholder} aria-hidden="true" />;
  if (!isPageLoaded && !isNear) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Footer />
    </Suspense>
  );
}

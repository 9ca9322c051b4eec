// The footer is below the fold on every page: its code (link groups, icons, its queries) comes in its
// own chunk, fetched once the page has loaded, and it renders when the shopper comes near it (scrolling,
// tabbing or a screen reader's reading moves the page down to it), or before printing. Building it with
// the page — hundreds of nodes and a query nobody sees yet — was the largest piece of main-thread work
// after a home page's first load. Until then a dark block of the footer's colour stands in its place.
import { Suspense, useEffect, useRef, useState } from 'react';

import { useStartedUp } from '../../../components/BootStage';
import { lazyInTask } from '../../../components/lazyInTask';
import { useAfterPageLoad } from '../useWhenIdle';
import styles from './lazyFooter.module.css';
import { useNearViewport } from './useNearViewport';

const loadFooter = () => import(/* webpackChunkName: "footer" */ './Footer');
const Footer = lazyInTask(loadFooter);

/** True once a print is about to start (then stays true). */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (printing) return undefined;
    const print = () => setPrinting(true);
    window.addEventListener('beforeprint', print);
    return () => window.removeEventListener('beforeprint', print);
  }, [printing]);
  return printing;
}

export default function LazyFooter() {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const isPageLoaded = useAfterPageLoad();
  // While the first page renders in stages its lower parts are not there yet, and this block sits
  // right below the header: how near it is counts once they are.
  const isNear = useNearViewport(placeholderRef, undefined, useStartedUp());
  const isPrinting = usePrinting();
  useEffect(() => {
    // The chunk is ready before the shopper gets there (a failure is retried by the render).
    if (isPageLoaded) loadFooter().catch(() => undefined);
  }, [isPageLoaded]);
  const placeholder = <div ref={placeholderRef} className={styles.placeholder} aria-hidden="true" />;
  if (!isNear && !isPrinting) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Footer />
    </Suspense>
  );
}

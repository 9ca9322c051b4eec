// Home page ('/' and '/en'): hero banner slider, category carousel, new-products and blog carousels,
// then the home CMS page's Page Builder content (rendered by CmsPage after this).
import { lazy, Suspense } from 'react';

import HeroSlider from './HeroSlider';
import styles from './home.module.css';

// Everything below the hero loads as its own chunk, in parallel with the hero's query.
const loadSections = () => import(/* webpackChunkName: "home-sections" */ './HomeSections');
const HomeSections = lazy(loadSections);

export interface HomeProps {
  /** The clock for dated promotions (tests fix it). */
  now?: () => Date;
}

const systemClock = () => new Date();

export default function Home({ now = systemClock }: HomeProps) {
  return (
    <div className={styles.root}>
      <HeroSlider now={now} />
      <Suspense fallback={<div className={styles.sectionsPlaceholder} aria-hidden="true" />}>
        <HomeSections />
      </Suspense>
    </div>
  );
}

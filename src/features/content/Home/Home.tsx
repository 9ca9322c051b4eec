// Home page ('/' and '/en'): hero banner slider, category carousel, new-products and blog carousels,
// then the home CMS page's Page Builder content (rendered by CmsPage after this).
import { Suspense } from 'react';

import BootStage from '../../../components/BootStage';
import { lazyInTask } from '../../../components/lazyInTask';
import HeroSlider from './HeroSlider';
import styles from './home.module.css';

// Everything below the hero loads as its own chunk, in parallel with the hero's query (on the first
// load, once the hero is on screen).
const loadSections = () => import(/* webpackChunkName: "home-sections" */ './HomeSections');
const HomeSections = lazyInTask(loadSections);

// Dated promotion strips (Valentine) are the header's PromoStrip, on every page, the home included.
export default function Home() {
  const placeholder = <div className={styles.sectionsPlaceholder} aria-hidden="true" />;
  return (
    <div className={styles.root}>
      <HeroSlider />
      <BootStage fallback={placeholder}>
        <Suspense fallback={placeholder}>
          <HomeSections />
        </Suspense>
      </BootStage>
    </div>
  );
}

// Home category carousel: the store's top-level categories that have an image, by position.
import { FormattedMessage, useIntl } from 'react-intl';

import Carousel, { useCarouselSlide } from '../../../components/Carousel';
import Image from '../../../components/Image';
import Link from '../../../components/Link';
import styles from './home.module.css';
import { useHomeCategories, type CategoryTileModel } from './useHome';

export const CATEGORY_BREAKPOINTS = [
  { minWidth: 0, slidesToShow: 2 },
  { minWidth: 600, slidesToShow: 3 },
  { minWidth: 900, slidesToShow: 4 },
  { minWidth: 1200, slidesToShow: 5 }
] as const;

/** Category images are 3:1 banners. */
const CATEGORY_IMAGE_RATIO = 3;

function CategoryTile({ category }: { category: CategoryTileModel }) {
  const slide = useCarouselSlide();
  return (
    <Link to={category.href} className={styles.categoryTile}>
      <Image
        resource={category.image}
        alt=""
        type="image-category"
        width={320}
        ratio={CATEGORY_IMAGE_RATIO}
        sizes="(max-width: 600px) 45vw, 280px"
        loading={slide?.isPreloading ? 'eager' : 'lazy'}
        className={styles.categoryImage}
      />
      <span className={styles.categoryName}>{category.name}</span>
    </Link>
  );
}

export default function CategoryCarousel() {
  const { formatMessage } = useIntl();
  const { isLoading, categories } = useHomeCategories();
  if (!isLoading && categories.length === 0) return null;
  const title = formatMessage({ id: 'home.categoriesTitle', defaultMessage: 'Popular categories' });
  return (
    <section className={styles.section} aria-labelledby="home-categories-title">
      <h2 id="home-categories-title" className={styles.sectionTitle}>
        <FormattedMessage id="home.categoriesTitle" defaultMessage="Popular categories" />
      </h2>
      {isLoading ? (
        <div className={styles.rowPlaceholder} aria-hidden="true" />
      ) : (
        <Carousel label={title} breakpoints={CATEGORY_BREAKPOINTS} infinite={false} gap="0.75rem">
          {categories.map((category) => (
            <CategoryTile key={category.uid} category={category} />
          ))}
        </Carousel>
      )}
    </section>
  );
}

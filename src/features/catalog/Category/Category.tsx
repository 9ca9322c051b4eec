// Category root component (spec §2): title, category image and description, then the product listing
// with filters, sort, pagination and the gallery (ProductListing).
import { FormattedMessage } from 'react-intl';

import BootStage from '../../../components/BootStage';
import { usePageHead } from '../../../components/Head';
import Image from '../../../components/Image';
import { useMediaQuery } from '../../../components/MediaQuery/useMediaQuery';
import HtmlText from '../../../components/RichContent/HtmlText';
import { CategorySkeleton } from '../../../components/Skeleton';
import { GALLERY_BREAKPOINTS } from '../../../lib/constants';
import ProductListing from '../../../components/ProductListing';
import { PageProblem } from '../../../components/ErrorView';
import styles from './category.module.css';
import { useCategory } from './useCategory';

export interface CategoryProps {
  uid: string;
}

const CATEGORY_SORT_FIELDS = ['position', 'name', 'price'] as const;

/** Wider than the gallery's single column: the banner is the largest image on screen there. */
export const BANNER_IS_MAIN_QUERY = `(min-width: ${GALLERY_BREAKPOINTS.singleBlock + 1}px)`;

export default function Category({ uid }: CategoryProps) {
  const category = useCategory(uid);
  const bannerIsMain = useMediaQuery(BANNER_IS_MAIN_QUERY, true);
  usePageHead(category.head);

  if (category.isLoading) return <CategorySkeleton />;
  if (category.hasError) {
    return <PageProblem kind="error" className={styles.message} />;
  }
  if (category.isMissing) {
    return <PageProblem kind="missing" className={styles.message} />;
  }

  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.image ? (
          <Image
            resource={category.image}
            type="image-category"
            alt=""
            width={1200}
            ratio={3}
            sizes="(max-width: 1600px) 100vw, 1560px"
            // Above the single-column layout the banner is the largest image on screen: it loads at
            // once, at high priority, beside the listing's first image (preloaded with the page),
            // without holding the listing back. On phones that first image is the main one, and
            // the banner waits until the page has started.
            priority={bannerIsMain}
            loading="eager"
            holdsFirstLoad={false}
            className={styles.image}
          />
        ) : null}
        {category.description ? <HtmlText className={styles.description} html={category.description} /> : null}
      </header>
      {/* On the first load the listing renders in the task after the category's header. */}
      <BootStage>
        <ProductListing
          baseFilter={category.baseFilter}
          hiddenCategoryUids={category.hiddenCategoryUids}
          fallbackSortFields={CATEGORY_SORT_FIELDS}
          describesItems
          emptyMessage={<FormattedMessage id="category.empty" defaultMessage="There are no products in this category yet." />}
        />
      </BootStage>
    </article>
  );
}

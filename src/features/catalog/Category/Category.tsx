// Category root component: name, description and the product grid. Filters, sort, pagination and the
// category image come with the catalogue issue.
import { FormattedMessage } from 'react-intl';

import RichContent from '../../../components/RichContent';
import { CategorySkeleton } from '../../../components/Skeleton';
import Gallery from '../Gallery';
import styles from './category.module.css';
import { useCategory } from './useCategory';

export interface CategoryProps {
  uid: string;
}

export default function Category({ uid }: CategoryProps) {
  const category = useCategory(uid);

  if (category.isLoading) return <CategorySkeleton />;
  if (category.hasError) {
    return (
      <p className={styles.message} role="alert">
        <FormattedMessage id="magentoRoute.internalError" defaultMessage="Something went wrong. Sorry about that." />
      </p>
    );
  }
  if (category.isMissing) {
    return (
      <p className={styles.message}>
        <FormattedMessage
          id="magentoRoute.routeError"
          defaultMessage="Looks like the page you were hoping to find doesn't exist. Sorry about that."
        />
      </p>
    );
  }

  return (
    <article className={styles.root}>
      {category.documentTitle ? <title>{category.documentTitle}</title> : null}
      {category.metaDescription ? <meta name="description" content={category.metaDescription} /> : null}
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        <p className={styles.count}>
          <FormattedMessage
            id="category.productCount"
            defaultMessage="{count, plural, one {# product} other {# products}}"
            values={{ count: category.totalCount }}
          />
        </p>
      </header>
      {category.description ? <RichContent className={styles.description} html={category.description} /> : null}
      {category.items.length > 0 ? (
        <Gallery items={category.items} />
      ) : (
        <p className={styles.message}>
          <FormattedMessage id="category.empty" defaultMessage="There are no products in this category yet." />
        </p>
      )}
    </article>
  );
}

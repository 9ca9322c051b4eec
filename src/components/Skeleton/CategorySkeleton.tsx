// Category-style placeholder: title bar and a grid of tile shapes while a category loads.
import { useIntl } from 'react-intl';

import styles from './skeleton.module.css';

export interface CategorySkeletonProps {
  tiles?: number;
}

export default function CategorySkeleton({ tiles = 8 }: CategorySkeletonProps) {
  const { formatMessage } = useIntl();
  return (
    <div
      className={styles.category}
      role="status"
      aria-busy="true"
      aria-label={formatMessage({ id: 'categorySkeleton.label', defaultMessage: 'Loading category' })}
      data-testid="category-skeleton"
    >
      <div className={styles.title} />
      <div className={styles.toolbar} />
      <ul className={styles.grid}>
        {Array.from({ length: tiles }, (_, index) => (
          <li key={index} className={styles.tile}>
            <div className={styles.image} />
            <div className={styles.line} />
            <div className={styles.shortLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}

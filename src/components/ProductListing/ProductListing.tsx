// A product listing with layered navigation: filter sidebar (large screens) or filter drawer (small),
// applied-filter chips, sort menu, product count, gallery and pagination. Category pages and search
// results both render it; the state lives in the URL (lib/catalogListParams).
import { useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import BootStage from '../BootStage';
import { useDocumentHead } from '../Head';
import { useMediaQuery } from '../MediaQuery/useMediaQuery';
import { useStoreView } from '../storeView';
import CurrentFilters from './CurrentFilters';
import FilterModal from './FilterModal';
import FilterSidebar from './FilterSidebar';
import Gallery from './Gallery';
import Pagination from './Pagination';
import SortMenu from './SortMenu';
import styles from './productListing.module.css';
import { itemListJsonLd, LISTING_PAGE_SIZE } from './listingModel';
import { useProductListing, type ProductListingOptions } from './useProductListing';

/** Where the sidebar shows (productListing.module.css .layout); below it the filter drawer does. */
export const FILTER_SIDEBAR_QUERY = '(min-width: 1024px)';

interface ProductListingProps extends ProductListingOptions {
  /** Shown when the page has no products at all (no filters chosen). */
  emptyMessage: ReactNode;
  /** Extra content under the empty message (suggestions). */
  emptyExtra?: ReactNode;
  /** The page's products are its content (a category): they go into the head as schema.org ItemList. */
  describesItems?: boolean;
}

function GallerySkeleton({ tiles = 8 }: { tiles?: number }) {
  return (
    <ul className={styles.skeleton} aria-hidden="true" data-testid="gallery-skeleton">
      {Array.from({ length: tiles }, (_, index) => (
        <li key={index} className={styles.skeletonTile}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLine} />
          <span className={styles.skeletonShort} />
        </li>
      ))}
    </ul>
  );
}

export default function ProductListing({ emptyMessage, emptyExtra, describesItems = false, ...options }: ProductListingProps) {
  const talon = useProductListing(options);
  const { basePath } = useStoreView();
  useDocumentHead({
    jsonLd: describesItems
      ? itemListJsonLd(talon.items, { basePath, origin: window.location.origin, firstPosition: (talon.currentPage - 1) * LISTING_PAGE_SIZE + 1 })
      : null
  });
  const { formatMessage } = useIntl();
  const [isModalOpen, setModalOpen] = useState(false);
  const topRef = useRef<HTMLDivElement>(null);
  const productsHeadingId = useId();
  const hasGroups = talon.filterGroups.length > 0;
  // Not rendered at all where CSS would hide it: a phone's main thread has better things to do.
  const showsSidebar = useMediaQuery(FILTER_SIDEBAR_QUERY, true);

  const goToPage = (page: number) => {
    talon.setPage(page);
    // Focus moves to the list too (the shopper, and a screen reader, start on the new page), which also
    // stops the browser from scrolling back to the pagination link that the click had focused.
    topRef.current?.focus({ preventScroll: true });
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  let content: ReactNode;
  if (talon.isLoading) {
    content = (
      <div role="status" aria-label={formatMessage({ id: 'productListing.loading', defaultMessage: 'Loading products' })}>
        <GallerySkeleton />
      </div>
    );
  } else if (talon.error) {
    content = (
      <div className={styles.message} role="alert">
        <p className={styles.messageTitle}>
          <FormattedMessage id="productListing.error" defaultMessage="A problem occurred while loading the products." />
        </p>
        <button type="button" className={styles.messageAction} onClick={() => window.location.reload()}>
          <FormattedMessage id="productListing.retry" defaultMessage="Try again" />
        </button>
      </div>
    );
  } else if (talon.totalCount === 0 && talon.hasFilters) {
    content = (
      <div className={styles.message}>
        <p className={styles.messageTitle}>
          <FormattedMessage id="productListing.noMatch" defaultMessage="No products match the selected filters." />
        </p>
        <button type="button" className={styles.messageAction} onClick={talon.clearFilters}>
          <FormattedMessage id="productListing.clearFilters" defaultMessage="Clear all filters" />
        </button>
      </div>
    );
  } else if (talon.totalCount === 0) {
    content = (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{emptyMessage}</p>
        {emptyExtra}
      </div>
    );
  } else {
    content = (
      <div className={talon.isRefreshing ? styles.refreshing : undefined} aria-busy={talon.isRefreshing || undefined}>
        {/* On the first load the tiles render in the task after the toolbar's (the main image is
            already downloading: the page preloads it). */}
        <BootStage>
          <Gallery items={talon.items} headingLevel={3} />
          <Pagination currentPage={talon.currentPage} totalPages={talon.totalPages} pageHref={talon.pageHref} onNavigate={goToPage} />
        </BootStage>
      </div>
    );
  }

  const showToolbar = !talon.isLoading && !talon.error && (talon.totalCount > 0 || talon.hasFilters);

  return (
    <div className={styles.root} ref={topRef} tabIndex={-1}>
      <div className={hasGroups ? styles.layout : styles.layoutFull}>
        {hasGroups && showsSidebar ? (
          <div className={styles.sidebar}>
            <FilterSidebar groups={talon.filterGroups} onToggle={talon.toggleFilter} />
          </div>
        ) : null}
        <section className={styles.main} aria-labelledby={productsHeadingId}>
          <h2 id={productsHeadingId} className="visually-hidden">
            <FormattedMessage id="productListing.heading" defaultMessage="Products" />
          </h2>
          {showToolbar ? (
            <div className={styles.toolbar}>
              {hasGroups ? (
                <button
                  type="button"
                  className={styles.filterButton}
                  onClick={() => setModalOpen(true)}
                  aria-haspopup="dialog"
                >
                  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M3 5h18l-7 8v6l-4 2v-8z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
                  </svg>
                  <FormattedMessage
                    id="productListing.filterButton"
                    defaultMessage="{count, plural, =0 {Filter} other {Filter (#)}}"
                    values={{ count: talon.appliedFilters.length }}
                  />
                </button>
              ) : null}
              <p className={styles.count} role="status">
                <FormattedMessage
                  id="productListing.count"
                  defaultMessage="{count, plural, one {# product} other {# products}}"
                  values={{ count: talon.totalCount }}
                />
              </p>
              <SortMenu options={talon.sortOptions} current={talon.currentSort} onSelect={talon.setSort} />
            </div>
          ) : talon.isLoading ? (
            // Same height as the toolbar, so the products do not move down when it arrives (CLS).
            <div className={`${styles.toolbar} ${styles.toolbarPlaceholder}`} aria-hidden="true">
              {hasGroups ? <span className={styles.filterButton}>&nbsp;</span> : null}
              <p className={styles.count}>&nbsp;</p>
              <span className={styles.sortPlaceholder} />
            </div>
          ) : null}
          <CurrentFilters filters={talon.appliedFilters} onRemove={talon.removeFilter} onClearAll={talon.clearFilters} />
          {content}
        </section>
      </div>
      {hasGroups ? (
        <FilterModal
          open={isModalOpen}
          onClose={() => setModalOpen(false)}
          groups={talon.filterGroups}
          onToggle={talon.toggleFilter}
          onClearAll={talon.clearFilters}
          hasFilters={talon.hasFilters}
          totalCount={talon.totalCount}
          isRefreshing={talon.isRefreshing}
        />
      ) : null}
    </div>
  );
}

// Filters on small screens: a drawer with the same groups as the sidebar. Choices apply at once (the
// list behind updates); the footer clears them or closes the drawer showing how many products match.
import { FormattedMessage } from 'react-intl';

import Drawer from '../../Drawer';
import FilterList from '../FilterList';
import type { FilterGroup } from '../listingModel';
import styles from './filterModal.module.css';

export interface FilterModalProps {
  open: boolean;
  onClose(): void;
  groups: readonly FilterGroup[];
  onToggle(attribute: string, value: string): void;
  onClearAll(): void;
  hasFilters: boolean;
  totalCount: number;
  isRefreshing: boolean;
}

export default function FilterModal({ open, onClose, groups, onToggle, onClearAll, hasFilters, totalCount, isRefreshing }: FilterModalProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="left"
      className={styles.drawer}
      title={<FormattedMessage id="filterModal.title" defaultMessage="Filters" />}
      footer={
        <div className={styles.footer}>
          <button type="button" className={styles.clear} onClick={onClearAll} disabled={!hasFilters}>
            <FormattedMessage id="currentFilters.clearAll" defaultMessage="Clear all" />
          </button>
          <button type="button" className={styles.show} onClick={onClose} aria-busy={isRefreshing || undefined}>
            <FormattedMessage
              id="filterModal.show"
              defaultMessage="{count, plural, =0 {No products} one {Show # product} other {Show # products}}"
              values={{ count: totalCount }}
            />
          </button>
        </div>
      }
    >
      <FilterList groups={groups} onToggle={onToggle} initiallyOpen="selected" />
    </Drawer>
  );
}

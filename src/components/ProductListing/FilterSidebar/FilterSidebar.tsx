// The filter sidebar of large screens (at most 430 px wide); small screens use FilterModal.
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import FilterList from '../FilterList';
import type { FilterGroup } from '../listingModel';
import styles from './filterSidebar.module.css';

export interface FilterSidebarProps {
  groups: readonly FilterGroup[];
  onToggle(attribute: string, value: string): void;
  disabled?: boolean;
}

export default function FilterSidebar({ groups, onToggle, disabled }: FilterSidebarProps) {
  const headingId = useId();
  return (
    <aside className={styles.root} aria-labelledby={headingId} data-testid="filter-sidebar">
      <h2 id={headingId} className={styles.heading}>
        <FormattedMessage id="filterSidebar.heading" defaultMessage="Filter by" />
      </h2>
      <FilterList groups={groups} onToggle={onToggle} disabled={disabled} />
    </aside>
  );
}

// The chosen filters as removable chips, with "Clear all".
import { FormattedMessage, useIntl } from 'react-intl';

import type { AppliedFilter } from '../listingModel';
import styles from './currentFilters.module.css';

export interface CurrentFiltersProps {
  filters: readonly AppliedFilter[];
  onRemove(attribute: string, value: string): void;
  onClearAll(): void;
}

export default function CurrentFilters({ filters, onRemove, onClearAll }: CurrentFiltersProps) {
  const { formatMessage } = useIntl();
  if (filters.length === 0) return null;
  return (
    <div className={styles.root}>
      <ul className={styles.chips} aria-label={formatMessage({ id: 'currentFilters.label', defaultMessage: 'Applied filters' })}>
        {filters.map((filter) => (
          <li key={`${filter.attribute}:${filter.value}`}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onRemove(filter.attribute, filter.value)}
              aria-label={formatMessage(
                { id: 'currentFilters.remove', defaultMessage: 'Remove filter {group}: {label}' },
                { group: filter.groupLabel, label: filter.label }
              )}
            >
              <span className={styles.group}>{filter.groupLabel}:</span> {filter.label}
              <svg className={styles.x} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={onClearAll}>
        <FormattedMessage id="currentFilters.clearAll" defaultMessage="Clear all" />
      </button>
    </div>
  );
}

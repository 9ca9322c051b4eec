// The filter groups of a listing (category, brand, flavour, price, promotion) with option counts; used
// by the sidebar on large screens and the filter drawer on small ones. Long lists show the first few
// options until "Show more".
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { FilterGroup } from '../listingModel';
import styles from './filterList.module.css';

const VISIBLE_OPTIONS = 6;

interface FilterListProps {
  groups: readonly FilterGroup[];
  onToggle(attribute: string, value: string): void;
  /** Groups open at first: every group, or only those with a chosen option (and the first). */
  initiallyOpen?: 'all' | 'selected';
  disabled?: boolean;
}

function FilterGroupSection({
  group,
  open,
  onToggleOpen,
  onToggle,
  disabled
}: {
  group: FilterGroup;
  open: boolean;
  onToggleOpen(): void;
  onToggle(attribute: string, value: string): void;
  disabled: boolean;
}) {
  const id = useId();
  const { formatMessage } = useIntl();
  const [expanded, setExpanded] = useState(false);
  const hiddenSelected = group.options.slice(VISIBLE_OPTIONS).some((option) => option.selected);
  const showAll = expanded || hiddenSelected || group.options.length <= VISIBLE_OPTIONS + 1;
  const options = showAll ? group.options : group.options.slice(0, VISIBLE_OPTIONS);
  const inputType = group.attribute === 'price' ? 'radio' : 'checkbox';

  return (
    <section className={styles.group} aria-labelledby={`${id}-heading`}>
      <h3 className={styles.groupHeading} id={`${id}-heading`}>
        <button type="button" className={styles.groupToggle} aria-expanded={open} aria-controls={`${id}-options`} onClick={onToggleOpen}>
          <span>{group.label}</span>
          {group.selectedCount > 0 ? (
            <span className={styles.selectedCount}>
              <FormattedMessage
                id="filterList.selectedCount"
                defaultMessage="{count, plural, one {# selected} other {# selected}}"
                values={{ count: group.selectedCount }}
              />
            </span>
          ) : null}
          <span className={open ? styles.chevronOpen : styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-options`} hidden={!open}>
        <ul className={styles.options} aria-label={group.label}>
          {options.map((option) => (
            <li key={option.value}>
              <label className={styles.option}>
                <input
                  type={inputType}
                  name={inputType === 'radio' ? `${id}-${group.attribute}` : undefined}
                  className={styles.input}
                  checked={option.selected}
                  disabled={disabled}
                  onChange={() => onToggle(group.attribute, option.value)}
                  onClick={(event) => {
                    // A chosen radio (price range) clicked again is unchosen, like a checkbox.
                    if (inputType === 'radio' && option.selected) {
                      event.preventDefault();
                      onToggle(group.attribute, option.value);
                    }
                  }}
                />
                <span className={styles.optionLabel}>{option.label}</span>
                <span
                  className={styles.count}
                  aria-label={formatMessage(
                    { id: 'filterList.optionCount', defaultMessage: '{count, plural, one {# product} other {# products}}' },
                    { count: option.count }
                  )}
                >
                  {option.count}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {!showAll ? (
          <button type="button" className={styles.more} onClick={() => setExpanded(true)} aria-controls={`${id}-options`}>
            <FormattedMessage
              id="filterList.showMore"
              defaultMessage="Show {count} more"
              values={{ count: group.options.length - VISIBLE_OPTIONS }}
            />
          </button>
        ) : null}
      </div>
    </section>
  );
}

export default function FilterList({ groups, onToggle, initiallyOpen = 'all', disabled = false }: FilterListProps) {
  const [openState, setOpenState] = useState<Record<string, boolean>>({});
  const isOpen = (group: FilterGroup, index: number) =>
    openState[group.attribute] ?? (initiallyOpen === 'all' || group.selectedCount > 0 || index === 0);

  if (groups.length === 0) {
    return (
      <p className={styles.none}>
        <FormattedMessage id="filterList.none" defaultMessage="No filters for these products." />
      </p>
    );
  }
  return (
    <div className={styles.root}>
      {groups.map((group, index) => (
        <FilterGroupSection
          key={group.attribute}
          group={group}
          open={isOpen(group, index)}
          onToggleOpen={() => setOpenState((current) => ({ ...current, [group.attribute]: !isOpen(group, index) }))}
          onToggle={onToggle}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

// Sort menu: a button showing the current order with a dropdown of the choices
// (relevance or position, name, price up and down).
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import type { SortOption } from '../listingModel';
import styles from './sortMenu.module.css';
import { useSortMenu } from './useSortMenu';

const LABELS = defineMessages({
  relevance: { id: 'sortMenu.relevance', defaultMessage: 'Best match' },
  position: { id: 'sortMenu.position', defaultMessage: 'Recommended' },
  nameAsc: { id: 'sortMenu.nameAsc', defaultMessage: 'Name: A to Z' },
  nameDesc: { id: 'sortMenu.nameDesc', defaultMessage: 'Name: Z to A' },
  priceAsc: { id: 'sortMenu.priceAsc', defaultMessage: 'Price: low to high' },
  priceDesc: { id: 'sortMenu.priceDesc', defaultMessage: 'Price: high to low' }
});

export interface SortMenuProps {
  options: readonly SortOption[];
  current: SortOption | null;
  onSelect(optionId: string): void;
}

export default function SortMenu({ options, current, onSelect }: SortMenuProps) {
  const { formatMessage } = useIntl();
  const talon = useSortMenu();
  const menuId = useId();
  if (options.length === 0) return null;
  const currentLabel = current ? formatMessage(LABELS[current.kind]) : '';

  return (
    <div className={styles.root} ref={talon.rootRef}>
      <button
        ref={talon.buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={talon.isOpen}
        aria-controls={talon.isOpen ? menuId : undefined}
        onClick={talon.toggle}
        onKeyDown={talon.handleButtonKeyDown}
      >
        <svg className={styles.sortIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.prefix}>
          <FormattedMessage id="sortMenu.sortBy" defaultMessage="Sort by:" />
        </span>{' '}
        <span className={styles.current}>{currentLabel}</span>
        <span className={talon.isOpen ? styles.chevronOpen : styles.chevron} aria-hidden="true" />
      </button>
      {talon.isOpen ? (
        <ul
          ref={talon.menuRef}
          id={menuId}
          role="menu"
          className={styles.menu}
          aria-label={formatMessage({ id: 'sortMenu.label', defaultMessage: 'Sort products' })}
          onKeyDown={talon.handleMenuKeyDown}
        >
          {options.map((option) => {
            const checked = option.id === current?.id;
            return (
              <li
                key={option.id}
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={-1}
                className={checked ? styles.itemChecked : styles.item}
                onClick={() => {
                  talon.close();
                  if (!checked) onSelect(option.id);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    talon.close();
                    if (!checked) onSelect(option.id);
                  }
                }}
              >
                {formatMessage(LABELS[option.kind])}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

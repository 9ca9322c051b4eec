// Search bar with autocomplete: 'Search for a product', suggestions of 3 products
// (60 px thumbnail, name, price) and matching categories, the status texts (too short, searching, no results), a 40 px submit
// button shown above 2 characters. ARIA combobox with a listbox of suggestions.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import Image from '../../../components/Image';
import Price from '../../../components/Price';
import styles from './searchBar.module.css';
import { SEARCH_INPUT_ATTRIBUTES, SearchFieldIcon } from './searchField';
import { useSearchBar, type SearchBarOptions, type SuggestionEntry } from './useSearchBar';

export interface SearchBarProps extends SearchBarOptions {
  className?: string;
}

export default function SearchBar({ className, ...options }: SearchBarProps) {
  const talon = useSearchBar(options);
  const panelRef = useRef<HTMLDivElement>(null);
  // The option the arrow keys made active is scrolled into the panel's view.
  useEffect(() => {
    if (!talon.activeId) return;
    const option = document.getElementById(talon.activeId);
    if (option && panelRef.current?.contains(option)) option.scrollIntoView?.({ block: 'nearest' });
  }, [talon.activeId]);
  const { formatMessage } = useIntl();
  const placeholder = formatMessage({ id: 'searchBar.placeholder', defaultMessage: 'Search for a product' });

  let statusText: string;
  switch (talon.status) {
    case 'tooShort':
      statusText = formatMessage({
        id: 'searchBar.tooShort',
        defaultMessage: 'The search word must contain at least 3 characters.'
      });
      break;
    case 'loading':
      statusText = formatMessage({ id: 'searchBar.loading', defaultMessage: 'Loading the products...' });
      break;
    case 'error':
      statusText = formatMessage({ id: 'searchBar.error', defaultMessage: 'A problem occurred while loading the products.' });
      break;
    case 'empty':
      statusText = formatMessage({ id: 'searchBar.noResults', defaultMessage: 'No products were found.' });
      break;
    case 'results':
      statusText = formatMessage(
        { id: 'searchBar.resultCount', defaultMessage: '{count, plural, one {# product} other {# products}}' },
        { count: talon.totalCount }
      );
      break;
    default:
      statusText = '';
  }

  const optionProps = (entry: SuggestionEntry) => ({
    id: entry.id,
    role: 'option' as const,
    'aria-selected': talon.activeId === entry.id,
    className: talon.activeId === entry.id ? `${styles.option} ${styles.active}` : styles.option,
    // mousedown would blur the input first; the choice is made on click.
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => talon.handleSelect(entry)
  });
  const categoryEntries = talon.entries.filter((entry) => entry.kind === 'category');
  const productEntries = talon.entries.filter((entry) => entry.kind === 'product');
  const allEntry = talon.entries.find((entry) => entry.kind === 'all');

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} ref={talon.rootRef}>
      <form className={styles.form} role="search" onSubmit={talon.handleSubmit} action="/search.html">
        <label htmlFor={talon.inputId} className="visually-hidden">
          {placeholder}
        </label>
        <SearchFieldIcon />
        <input
          {...SEARCH_INPUT_ATTRIBUTES}
          ref={talon.inputRef}
          id={talon.inputId}
          aria-expanded={talon.isPanelOpen && talon.entries.length > 0}
          aria-controls={talon.listboxId}
          aria-activedescendant={talon.activeId}
          aria-describedby={talon.isPanelOpen ? `${talon.listboxId}-status` : undefined}
          placeholder={placeholder}
          value={talon.value}
          onChange={(event) => talon.handleChange(event.target.value)}
          onFocus={talon.handleFocus}
          onKeyDown={talon.handleKeyDown}
        />
        {talon.value ? (
          <button
            type="button"
            className={styles.clear}
            onClick={talon.handleClear}
            aria-label={formatMessage({ id: 'searchBar.clear', defaultMessage: 'Clear the search' })}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        {talon.showSubmit ? (
          <button type="submit" className={styles.submit} aria-label={formatMessage({ id: 'searchBar.submit', defaultMessage: 'Search' })}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </form>
      {talon.isPanelOpen ? (
        // Scrollable: the options are reached with the arrow keys from the field (each scrolled into view
        // as it becomes the active one), and the panel is a tab stop of its own so the keyboard can scroll it.
        <div ref={panelRef} className={styles.panel} tabIndex={0}>
          <p id={`${talon.listboxId}-status`} className={styles.status} role="status" aria-live="polite">
            {statusText}
          </p>
          <ul id={talon.listboxId} role="listbox" className={styles.listbox} aria-label={placeholder} hidden={talon.entries.length === 0}>
            {categoryEntries.length > 0 ? (
              <li role="presentation" className={styles.groupLabel} id={`${talon.listboxId}-categories`}>
                <FormattedMessage id="searchBar.categories" defaultMessage="Categories" />
              </li>
            ) : null}
            {categoryEntries.map((entry) =>
              entry.kind === 'category' ? (
                <li key={entry.id} {...optionProps(entry)}>
                  <span className={styles.categoryName}>
                    <FormattedMessage
                      id="searchBar.inCategory"
                      defaultMessage="{query} in {category}"
                      values={{ query: <b key="q">{talon.value.trim()}</b>, category: entry.category.label }}
                    />
                  </span>
                  <span className={styles.categoryCount}>{entry.category.count}</span>
                </li>
              ) : null
            )}
            {productEntries.length > 0 ? (
              <li role="presentation" className={styles.groupLabel}>
                <FormattedMessage id="searchBar.products" defaultMessage="Products" />
              </li>
            ) : null}
            {productEntries.map((entry) =>
              entry.kind === 'product' ? (
                <li key={entry.id} {...optionProps(entry)}>
                  <span className={styles.thumbnail}>
                    {entry.product.imageUrl ? (
                      <Image
                        resource={entry.product.imageUrl}
                        alt=""
                        width={60}
                        ratio={1}
                        loading="eager"
                        className={styles.thumbnailImage}
                      />
                    ) : null}
                  </span>
                  <span className={styles.productText}>
                    <span className={styles.productName}>{entry.product.name}</span>
                    {entry.product.price ? (
                      <span className={styles.productPrice}>
                        <Price value={entry.product.price.value} currency={entry.product.price.currency} />
                      </span>
                    ) : null}
                  </span>
                </li>
              ) : null
            )}
            {allEntry ? (
              <li key={allEntry.id} {...optionProps(allEntry)}>
                <span className={styles.allResults}>
                  <FormattedMessage
                    id="searchBar.allResults"
                    defaultMessage="See all {count, plural, one {# product} other {# products}}"
                    values={{ count: talon.totalCount }}
                  />
                </span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

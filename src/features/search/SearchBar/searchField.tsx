// What the search bar and the header's static stand-in for it (HeaderSearch, shown until the bar's chunk
// has loaded) share, so that the swap from one to the other changes nothing on screen: the magnifier
// in the field and the input's fixed attributes.
import styles from './searchBar.module.css';

export function SearchFieldIcon() {
  return (
    <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A search field of the combobox kind (its suggestions a list); the browser's own suggestions off. */
export const SEARCH_INPUT_ATTRIBUTES = {
  className: styles.input,
  type: 'search',
  name: 'query',
  role: 'combobox',
  'aria-autocomplete': 'list',
  autoComplete: 'off',
  autoCapitalize: 'off',
  spellCheck: false,
  enterKeyHint: 'search',
  maxLength: 128
} as const;

// The search in the header: the bar sits in the header row on desktop (≥ 1240 px); below that a
// search button opens it in a row under the header (app state searchOpen).
// First-load budget: the autocomplete bar (talon, query, suggestion list) is a lazy chunk.
// Until it arrives the header shows a static field that looks the same; focusing, pressing or typing
// in it loads the bar, which then takes over with the text typed so far and the focus. The chunk is
// also fetched when the browser is idle, so a shopper rarely meets the static field.
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

import { inStore, useStoreView } from '../../../components/storeView';
import { afterPageSettles, inNextTask } from '../../../lib/idle';
import { appActions } from '../../../store/app/actions';
import { selectSearchOpen } from '../../../store/app/selectors';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { SearchBarProps } from '../SearchBar/SearchBar';
import barStyles from '../SearchBar/searchBar.module.css';
import { SEARCH_INPUT_ATTRIBUTES, SearchFieldIcon } from '../SearchBar/searchField';
import styles from './headerSearch.module.css';

type SearchBarComponent = ComponentType<SearchBarProps>;

let loadedBar: SearchBarComponent | null = null;
let loadingBar: Promise<SearchBarComponent> | null = null;

/** Loads the autocomplete bar's chunk once. */
export function loadSearchBar(): Promise<SearchBarComponent> {
  loadingBar ??= import(/* webpackChunkName: "search-bar" */ '../SearchBar').then(inNextTask).then((module) => {
    loadedBar = module.default;
    return module.default;
  });
  return loadingBar;
}

interface HandOver {
  value: string;
  focused: boolean;
}

/**
 * The bar component once loaded, with what the static field held at that moment, and a function that
 * starts loading it.
 */
function useSearchBarComponent(
  staticInputRef: React.RefObject<HTMLInputElement | null>
): [{ Bar: SearchBarComponent; handOver: HandOver } | null, () => void] {
  const [loaded, setLoaded] = useState<{ Bar: SearchBarComponent; handOver: HandOver } | null>(() =>
    loadedBar ? { Bar: loadedBar, handOver: { value: '', focused: false } } : null
  );
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = () => {
    if (loaded) return;
    void loadSearchBar()
      .then((Bar) => {
        if (!mounted.current) return;
        const input = staticInputRef.current;
        const handOver = { value: input?.value ?? '', focused: Boolean(input && input === document.activeElement) };
        setLoaded((current) => current ?? { Bar, handOver });
      })
      .catch(() => {
        // Offline before the chunk was cached: the static field keeps working.
        loadingBar = null;
      });
  };
  // Fetch it once the page has settled (or at the shopper's first use of the field).
  useEffect(() => {
    if (loaded) return undefined;
    return afterPageSettles(load);
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [loaded, load];
}

interface StaticSearchFieldProps {
  inputRef: React.RefObject<HTMLInputElement | null>;
  defaultValue: string;
  onActivate(): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/** The bar's look without its behaviour, for the moments before the real bar has loaded. */
function StaticSearchField({ inputRef, defaultValue, onActivate, onSubmit }: StaticSearchFieldProps) {
  const { formatMessage } = useIntl();
  const placeholder = formatMessage({ id: 'searchBar.placeholder', defaultMessage: 'Search for a product' });
  return (
    <div className={barStyles.root}>
      <form className={barStyles.form} role="search" onSubmit={onSubmit} action="/search.html">
        <label htmlFor="header-search-static" className="visually-hidden">
          {placeholder}
        </label>
        <SearchFieldIcon />
        <input
          {...SEARCH_INPUT_ATTRIBUTES}
          ref={inputRef}
          id="header-search-static"
          aria-expanded={false}
          placeholder={placeholder}
          defaultValue={defaultValue}
          onFocus={onActivate}
          onPointerDown={onActivate}
          onInput={onActivate}
        />
      </form>
    </div>
  );
}

export default function HeaderSearch() {
  const { formatMessage } = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const view = useStoreView();
  const isOpen = useAppSelector(selectSearchOpen);
  const areaRef = useRef<HTMLDivElement>(null);
  const staticInputRef = useRef<HTMLInputElement>(null);
  const [loaded, loadBar] = useSearchBarComponent(staticInputRef);
  const close = () => {
    if (isOpen) dispatch(appActions.toggleSearch());
  };

  // Opening the row on a small screen puts the cursor in the field.
  useEffect(() => {
    if (!isOpen) return;
    areaRef.current?.querySelector('input')?.focus();
  }, [isOpen]);

  const pageQuery = /\/search\.html$/.test(location.pathname)
    ? (new URLSearchParams(location.search).get('query') ?? '')
    : '';
  // Enter in the static field (bar not loaded yet): search as the bar would.
  const submitStatic = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = staticInputRef.current?.value.trim() ?? '';
    if (!query) return;
    dispatch(appActions.executeSearch(query));
    staticInputRef.current?.blur();
    void navigate(`${inStore(view, '/search.html')}?${new URLSearchParams({ query }).toString()}`);
    close();
  };

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-label={formatMessage({ id: 'headerSearch.toggle', defaultMessage: 'Search' })}
        onClick={() => dispatch(appActions.toggleSearch())}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div ref={areaRef} className={styles.area} data-open={isOpen || undefined}>
        {loaded ? (
          <loaded.Bar
            onDone={close}
            onEscape={close}
            initialValue={loaded.handOver.value || undefined}
            autoFocus={loaded.handOver.focused}
          />
        ) : (
          // A new page's query (none off the results) starts a new field, as the bar's own value follows the page;
          // otherwise a term typed before the bar loaded would stay, and be handed over, on the next page.
          <StaticSearchField
            key={pageQuery}
            inputRef={staticInputRef}
            defaultValue={pageQuery}
            onActivate={loadBar}
            onSubmit={submitStatic}
          />
        )}
      </div>
    </div>
  );
}

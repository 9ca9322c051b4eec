// The search bar's talon: suggestions only from 3 characters, the query sent
// 500 ms after typing stops, 3 products and the matching categories; the submit button only above
// 2 characters; a blank query is never submitted. Keyboard: the combobox pattern (arrows move through
// the suggestions, Enter opens one or submits, Escape closes).
import { useQuery } from '@apollo/client/react';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { inStore, useStoreView } from '../../../components/storeView';
import { AUTOCOMPLETE, SEARCH_SUBMIT_MIN_EXCLUSIVE } from '../../../lib/constants';
import { appActions } from '../../../store/app/actions';
import { useAppDispatch } from '../../../store/hooks';
import { GetAutocompleteResultsDocument, type GetAutocompleteResultsQuery } from './searchBar.generated';

type ProductSuggestion = NonNullable<NonNullable<NonNullable<GetAutocompleteResultsQuery['products']>['items']>[number]>;

/** Categories offered beside the products. */
export const CATEGORY_SUGGESTIONS = 4;

export type SuggestionStatus = 'idle' | 'tooShort' | 'loading' | 'error' | 'empty' | 'results';

export interface CategorySuggestion {
  uid: string;
  label: string;
  count: number;
  href: string;
}

export interface ProductSuggestionView {
  uid: string;
  name: string;
  href: string;
  imageUrl: string | null;
  /** The final price alone: a suggestion has no room to name a reduction's reference (lib/reduction.ts). */
  price: { value: number; currency: string } | null;
}

export type SuggestionEntry =
  | { kind: 'category'; id: string; href: string; category: CategorySuggestion }
  | { kind: 'product'; id: string; href: string; product: ProductSuggestionView }
  | { kind: 'all'; id: string; href: string };

export interface SearchBarTalon {
  inputId: string;
  listboxId: string;
  value: string;
  isPanelOpen: boolean;
  status: SuggestionStatus;
  totalCount: number;
  categories: CategorySuggestion[];
  products: ProductSuggestionView[];
  entries: SuggestionEntry[];
  activeId: string | undefined;
  showSubmit: boolean;
  rootRef: React.RefObject<HTMLDivElement | null>;
  inputRef: React.RefObject<HTMLInputElement | null>;
  handleChange(value: string): void;
  handleFocus(): void;
  handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  handleSubmit(event: FormEvent<HTMLFormElement>): void;
  handleSelect(entry: SuggestionEntry): void;
  handleClear(): void;
  closePanel(): void;
}

export interface SearchBarOptions {
  /** Called after a search was submitted or a suggestion chosen (e.g. to close a mobile panel). */
  onDone?(): void;
  /** Escape on an empty, closed bar (e.g. closes a mobile panel). */
  onEscape?(): void;
  /** Text already typed (into the header's static field, before this bar loaded). */
  initialValue?: string;
  /** Take the focus on mount, caret at the end (the static field had it). */
  autoFocus?: boolean;
}

function toProductView(product: ProductSuggestion, basePath: string): ProductSuggestionView {
  const finalPrice = product.price_range?.maximum_price?.final_price;
  const price =
    finalPrice?.value != null && finalPrice.currency ? { value: finalPrice.value, currency: finalPrice.currency } : null;
  return {
    uid: product.uid,
    name: product.name?.trim() || product.sku || '',
    href: inStore({ basePath }, `/${product.url_key ?? ''}${product.url_suffix ?? ''}`),
    imageUrl: product.small_image?.url || null,
    price
  };
}

export function searchHref(basePath: string, query: string, extra?: Record<string, string>): string {
  const params = new URLSearchParams({ query, ...extra });
  return `${inStore({ basePath }, '/search.html')}?${params.toString().replace(/%2C/gi, ',')}`;
}

export function useSearchBar({ onDone, onEscape, initialValue, autoFocus }: SearchBarOptions = {}): SearchBarTalon {
  const view = useStoreView();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // On the results page the bar shows the query being looked at; leaving the results for another page
  // empties it (the term no longer says what the page shows).
  const isSearchPage = /\/search\.html$/.test(location.pathname);
  const pageQuery = isSearchPage ? (new URLSearchParams(location.search).get('query') ?? '') : '';
  const [value, setValue] = useState(initialValue ?? pageQuery);
  const [lastPage, setLastPage] = useState({ isSearchPage, query: pageQuery });
  if (pageQuery !== lastPage.query || isSearchPage !== lastPage.isSearchPage) {
    setLastPage({ isSearchPage, query: pageQuery });
    if (pageQuery) setValue(pageQuery);
    else if (lastPage.isSearchPage && !isSearchPage) setValue('');
  }

  const [isPanelOpen, setPanelOpen] = useState(false);

  // Taking over from the header's static field: keep the cursor where the shopper was typing.
  useEffect(() => {
    const input = inputRef.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [activeIndex, setActiveIndex] = useState(-1);
  const trimmed = value.trim();
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(trimmed), AUTOCOMPLETE.debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const canSuggest = debounced.length >= AUTOCOMPLETE.minimumCharacters;
  const { data: answer, loading, error } = useQuery(GetAutocompleteResultsDocument, {
    variables: { inputText: debounced, pageSize: AUTOCOMPLETE.suggestions, currentPage: 1 },
    skip: !canSuggest || !isPanelOpen
  });
  // New suggestions render at low priority, so a keystroke typed while they render is not held up.
  const data = useDeferredValue(answer);

  const isWaiting = trimmed !== debounced || loading || data !== answer;
  let status: SuggestionStatus;
  if (trimmed.length === 0) status = 'idle';
  else if (trimmed.length < AUTOCOMPLETE.minimumCharacters) status = 'tooShort';
  else if (isWaiting || !data) status = error && !isWaiting ? 'error' : 'loading';
  else if (error) status = 'error';
  else if ((data.products?.total_count ?? 0) === 0) status = 'empty';
  else status = 'results';

  const results = status === 'results' ? data?.products : null;
  const products = useMemo(
    () =>
      (results?.items ?? [])
        .filter((item): item is ProductSuggestion => Boolean(item))
        .slice(0, AUTOCOMPLETE.suggestions)
        .map((item) => toProductView(item, view.basePath)),
    [results, view.basePath]
  );
  const categories = useMemo(() => {
    const aggregation = results?.aggregations?.find((candidate) => candidate?.attribute_code === 'category_uid');
    return (aggregation?.options ?? [])
      .filter((option): option is NonNullable<typeof option> => Boolean(option?.value && option.label))
      .slice(0, CATEGORY_SUGGESTIONS)
      .map((option) => ({
        uid: option.value,
        label: option.label ?? option.value,
        count: option.count ?? 0,
        href: searchHref(view.basePath, debounced, { category: option.value.replace(/=+$/, '') })
      }));
  }, [results, view.basePath, debounced]);

  const entries = useMemo<SuggestionEntry[]>(() => {
    if (status !== 'results') return [];
    return [
      ...categories.map((category, index) => ({ kind: 'category' as const, id: `${listboxId}-c${index}`, href: category.href, category })),
      ...products.map((product, index) => ({ kind: 'product' as const, id: `${listboxId}-p${index}`, href: product.href, product })),
      { kind: 'all' as const, id: `${listboxId}-all`, href: searchHref(view.basePath, debounced) }
    ];
  }, [categories, products, status, listboxId, view.basePath, debounced]);

  // A new list of suggestions starts with none active.
  const [entriesShown, setEntriesShown] = useState(entries);
  if (entriesShown !== entries) {
    setEntriesShown(entries);
    setActiveIndex(-1);
  }

  const closePanel = useCallback(() => {
    setPanelOpen(false);
    setActiveIndex(-1);
  }, []);

  // A click or tap outside the bar closes the suggestions.
  useEffect(() => {
    if (!isPanelOpen) return undefined;
    const handlePointerDown = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) closePanel();
    };
    document.addEventListener('mousedown', handlePointerDown);
    document.addEventListener('touchstart', handlePointerDown);
    return () => {
      document.removeEventListener('mousedown', handlePointerDown);
      document.removeEventListener('touchstart', handlePointerDown);
    };
  }, [closePanel, isPanelOpen]);

  const finish = (href: string) => {
    closePanel();
    inputRef.current?.blur();
    void navigate(href);
    onDone?.();
  };

  const submit = () => {
    if (!trimmed) return;
    dispatch(appActions.executeSearch(trimmed));
    finish(searchHref(view.basePath, trimmed));
  };

  return {
    inputId,
    listboxId,
    value,
    isPanelOpen: isPanelOpen && status !== 'idle',
    status,
    totalCount: data?.products?.total_count ?? 0,
    categories,
    products,
    entries,
    activeId: activeIndex >= 0 ? entries[activeIndex]?.id : undefined,
    showSubmit: value.length > SEARCH_SUBMIT_MIN_EXCLUSIVE,
    rootRef,
    inputRef,
    handleChange: (next) => {
      setValue(next);
      setPanelOpen(true);
    },
    handleFocus: () => setPanelOpen(true),
    handleKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!isPanelOpen) {
          setPanelOpen(true);
          return;
        }
        if (entries.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((current) => {
          if (current < 0) return step > 0 ? 0 : entries.length - 1;
          return (current + step + entries.length) % entries.length;
        });
      } else if (event.key === 'Enter' && isPanelOpen && activeIndex >= 0 && entries[activeIndex]) {
        event.preventDefault();
        const entry = entries[activeIndex];
        if (entry.kind === 'all') submit();
        else finish(entry.href);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        if (isPanelOpen && trimmed) closePanel();
        else if (value) setValue('');
        else onEscape?.();
      }
    },
    handleSubmit: (event) => {
      event.preventDefault();
      submit();
    },
    handleSelect: (entry) => {
      if (entry.kind === 'all') submit();
      else finish(entry.href);
    },
    handleClear: () => {
      setValue('');
      inputRef.current?.focus();
    },
    closePanel
  };
}

import { useSearchParams } from 'react-router-dom';

export interface SearchPageTalon {
  query: string;
}

/** The search page's query (?query=…); filters, sort and page are the listing's (lib/catalogListParams). */
export function useSearchPage(): SearchPageTalon {
  const [params] = useSearchParams();
  return { query: (params.get('query') ?? '').trim() };
}

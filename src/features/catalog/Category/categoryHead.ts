// A category page's head, the same on the server (the page planner) and in the browser: its title and
// description (the category's meta texts, else its name and description), the canonical URL without
// sort or filters (a page after the first is its own canonical), and noindex for a filtered or sorted
// listing (the same products as the canonical page, reordered or narrowed).
import type { DocumentHead } from '../../../components/Head/useDocumentHead';
import { inStore, type ActiveStoreView } from '../../../components/storeView';
import { PAGE_PARAM, readListState } from '../../../lib/catalogListParams';

export interface CategoryHeadInput {
  name: string | null;
  description: string | null;
  url_path: string | null;
  url_suffix: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export function categoryHead(category: CategoryHeadInput, view: Pick<ActiveStoreView, 'basePath'>, search: URLSearchParams): DocumentHead {
  const state = readListState(search);
  const path = category.url_path ? inStore(view, `/${category.url_path}${category.url_suffix ?? ''}`) : null;
  const narrowed = Object.keys(state.filters).length > 0 || state.sort !== null;
  return {
    title: category.meta_title?.trim() || category.name || null,
    description: category.meta_description?.trim() || category.description || null,
    canonical: path ? (state.page > 1 ? `${path}?${PAGE_PARAM}=${state.page}` : path) : null,
    robots: narrowed ? 'noindex,follow' : null
  };
}

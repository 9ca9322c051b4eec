import { CATALOG_FIRST_PAGE, CATALOG_PAGE_SIZE } from '../../lib/constants';
import { handleActions, on } from '../fsa';
import { catalogActions, type CategoryInput } from './actions';

/** A category in the flat tree: its children are referenced by uid. */
export interface CatalogCategory extends Omit<CategoryInput, 'children'> {
  uid: string;
  parentId?: string;
  /** Uids of the children, sorted by position then uid; absent until the children are fetched. */
  children?: string[];
}

export interface CatalogState {
  categories: Record<string, CatalogCategory>;
  currentPage: number;
  pageSize: number;
  prevPageTotal: number | null;
}

export const initialCatalogState: CatalogState = {
  categories: {},
  currentPage: CATALOG_FIRST_PAGE,
  pageSize: CATALOG_PAGE_SIZE,
  prevPageTotal: null
};

function byPositionThenUid(a: CategoryInput, b: CategoryInput): number {
  const positionA = a.position ?? 0;
  const positionB = b.position ?? 0;
  if (positionA !== positionB) return positionA - positionB;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

export function mergeCategory(state: CatalogState, payload: CategoryInput): CatalogState {
  const { uid } = payload;
  const current = state.categories[uid];
  // Children already fetched: the tree does not change while browsing.
  if (current?.children) return state;

  const sortedChildren = [...(payload.children ?? [])].sort(byPositionThenUid);
  const childEntries: Record<string, CatalogCategory> = {};
  for (const child of sortedChildren) {
    // A child keeps what is known about it (its own children) and never brings nested objects in.
    const { children: _nested, ...childFields } = child;
    childEntries[child.uid] = { ...state.categories[child.uid], ...childFields, parentId: uid };
  }
  const { children: _children, ...fields } = payload;
  const childUids = sortedChildren.map((child) => child.uid);
  return {
    ...state,
    categories: {
      ...state.categories,
      ...childEntries,
      [uid]: { ...current, ...fields, children: childUids, children_count: childUids.length }
    }
  };
}

export const catalogReducer = handleActions<CatalogState>(initialCatalogState, [
  on(catalogActions.updateCategories, (state, { payload }) => mergeCategory(state, payload)),
  on(catalogActions.setCurrentPage, (state, { payload }) => ({ ...state, currentPage: payload })),
  on(catalogActions.setPrevPageTotal, (state, { payload }) => ({ ...state, prevPageTotal: payload }))
]);

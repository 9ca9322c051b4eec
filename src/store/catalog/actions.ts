import { createAction } from '../fsa';

/** A category as fetched for the menu/drawer tree; children are nested objects when fetched. */
export interface CategoryInput {
  uid: string;
  name?: string;
  position?: number;
  include_in_menu?: number | boolean;
  url_path?: string | null;
  url_suffix?: string | null;
  children_count?: number | string;
  children?: CategoryInput[] | null;
  [field: string]: unknown;
}

const prefix = 'CATALOG';

export const catalogActions = {
  updateCategories: createAction<CategoryInput>(`${prefix}/UPDATE_CATEGORIES`),
  setCurrentPage: createAction<number>(`${prefix}/SET_CURRENT_PAGE`),
  setPrevPageTotal: createAction<number>(`${prefix}/SET_PREV_PAGE_TOTAL`)
};

import type { RootState } from '../index';
import type { CatalogCategory } from './reducer';

/** Children of a category in menu order, hiding those with include_in_menu 0/false. */
export function selectMenuChildren(uid: string) {
  return (state: RootState): CatalogCategory[] => {
    const category = state.catalog.categories[uid];
    return (category?.children ?? [])
      .map((childUid) => state.catalog.categories[childUid])
      .filter((child): child is CatalogCategory => Boolean(child))
      .filter((child) => child.include_in_menu !== 0 && child.include_in_menu !== false);
  };
}

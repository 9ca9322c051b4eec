import type { AppThunk } from '../index';
import { catalogActions, type CategoryInput } from './actions';

export interface CatalogGateway {
  /** The category with its direct children (categoryList filtered by uid). */
  fetchCategory(uid: string): Promise<CategoryInput | null | undefined>;
}

/** Loads a category's children into the tree unless already there. */
export const getCategoryChildren =
  (uid: string, gateway: CatalogGateway): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (getState().catalog.categories[uid]?.children) return;
    const category = await gateway.fetchCategory(uid);
    if (category) dispatch(catalogActions.updateCategories(category));
  };

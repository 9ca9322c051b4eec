import { BrowserPersistence, MemoryStorage } from '../../api/storage';
import { createStore } from '../index';
import { catalogActions } from './actions';
import { getCategoryChildren } from './asyncActions';
import { catalogReducer, initialCatalogState } from './reducer';
import { selectMenuChildren } from './selectors';

const init = { type: '@@INIT' };

describe('catalog', () => {
  it('starts on page 1 with page size 6', () => {
    expect(catalogReducer(undefined, init)).toEqual({ categories: {}, currentPage: 1, pageSize: 6, prevPageTotal: null });
  });

  it('merges children sorted by position then uid', () => {
    const state = catalogReducer(
      initialCatalogState,
      catalogActions.updateCategories({
        uid: 'root',
        name: 'Root',
        children: [
          { uid: 'c', name: 'C', position: 2 },
          { uid: 'b', name: 'B', position: 1 },
          { uid: 'a', name: 'A', position: 2, children: [{ uid: 'deep' }] }
        ]
      })
    );
    expect(state.categories.root).toEqual({ uid: 'root', name: 'Root', children: ['b', 'a', 'c'], children_count: 3 });
    expect(state.categories.a).toEqual({ uid: 'a', name: 'A', position: 2, parentId: 'root' });
    expect(state.categories.b.parentId).toBe('root');
    expect(state.categories.deep).toBeUndefined();
  });

  it('ignores a category whose children are already known', () => {
    const first = catalogReducer(initialCatalogState, catalogActions.updateCategories({ uid: 'r', children: [{ uid: 'x' }] }));
    const second = catalogReducer(first, catalogActions.updateCategories({ uid: 'r', children: [{ uid: 'y' }] }));
    expect(second).toBe(first);
  });

  it('keeps what is known about a child when its parent loads later', () => {
    let state = catalogReducer(initialCatalogState, catalogActions.updateCategories({ uid: 'child', children: [{ uid: 'g' }] }));
    state = catalogReducer(state, catalogActions.updateCategories({ uid: 'parent', children: [{ uid: 'child', name: 'Child' }] }));
    expect(state.categories.child).toMatchObject({ children: ['g'], name: 'Child', parentId: 'parent' });
  });

  it('sets the current page and previous page total', () => {
    let state = catalogReducer(undefined, catalogActions.setCurrentPage(4));
    state = catalogReducer(state, catalogActions.setPrevPageTotal(17));
    expect(state).toMatchObject({ currentPage: 4, prevPageTotal: 17 });
  });

  it('hides menu children not included in the menu and loads children once', async () => {
    const store = createStore(undefined, { storage: new BrowserPersistence({ storage: new MemoryStorage() }) });
    const fetchCategory = jest.fn(async (uid: string) => ({
      uid,
      children: [
        { uid: 'shown', position: 1, include_in_menu: 1 },
        { uid: 'hidden', position: 0, include_in_menu: 0 },
        { uid: 'off', position: 2, include_in_menu: false }
      ]
    }));
    await store.dispatch(getCategoryChildren('Mg==', { fetchCategory }));
    await store.dispatch(getCategoryChildren('Mg==', { fetchCategory }));
    expect(fetchCategory).toHaveBeenCalledTimes(1);
    expect(selectMenuChildren('Mg==')(store.getState()).map((category) => category.uid)).toEqual(['shown']);
  });
});

// The drawer's views and Back rules.
import { BLOG_BACK_CATEGORY_UID, BLOG_MENU_UID } from '../menuModel';

export const DRAWER_VIEWS = ['MENU', 'SIGN_IN', 'CREATE_ACCOUNT', 'FORGOT_PASSWORD', 'MY_ACCOUNT'] as const;
export type DrawerView = (typeof DRAWER_VIEWS)[number];

export interface DrawerState {
  view: DrawerView;
  /** The category whose children the MENU view lists (the root category at the top level). */
  categoryUid: string;
}

export type BackResult = { kind: 'state'; state: DrawerState } | { kind: 'close' };

/**
 * Back: CREATE_ACCOUNT / FORGOT_PASSWORD → SIGN_IN; SIGN_IN / MY_ACCOUNT → MENU; MENU → up one
 * category level, or close at the root; inside the blog category → category 'Mg=='.
 */
export function back(state: DrawerState, rootUid: string, parentOf: (uid: string) => string | undefined): BackResult {
  switch (state.view) {
    case 'CREATE_ACCOUNT':
    case 'FORGOT_PASSWORD':
      return { kind: 'state', state: { ...state, view: 'SIGN_IN' } };
    case 'SIGN_IN':
    case 'MY_ACCOUNT':
      return { kind: 'state', state: { ...state, view: 'MENU' } };
    case 'MENU': {
      if (state.categoryUid === BLOG_MENU_UID) return { kind: 'state', state: { view: 'MENU', categoryUid: BLOG_BACK_CATEGORY_UID } };
      if (state.categoryUid === rootUid) return { kind: 'close' };
      const parent = parentOf(state.categoryUid);
      return parent ? { kind: 'state', state: { view: 'MENU', categoryUid: parent } } : { kind: 'close' };
    }
    default:
      return { kind: 'close' };
  }
}

/** Whether the header shows Back (everywhere but the top level of the menu). */
export function hasBack(state: DrawerState, rootUid: string): boolean {
  return state.view !== 'MENU' || state.categoryUid !== rootUid;
}

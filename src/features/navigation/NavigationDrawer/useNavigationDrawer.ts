// Navigation drawer talon: the current view and category, Back, the category tree loaded a level at a
// time into the catalog slice (updateCategories rule: children sorted by position, fetched once) and
// the blog categories for the blog entry.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

import { useCapability } from '../../../components/Capabilities';
import type { CategoryInput } from '../../../store/catalog/actions';
import { getCategoryChildren, type CatalogGateway } from '../../../store/catalog/asyncActions';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectIsSignedIn } from '../../../store/user/selectors';
import { GetBlogCategoriesForMenuDocument, GetNavigationCategoryDocument, GetRootCategoryUidDocument } from '../navigation.generated';
import type { MenuCategory } from '../menuModel';
import {
  BLOG_BACK_CATEGORY_UID,
  BLOG_MENU_UID,
  blogMenuLinks,
  categoryPath,
  insertAtMenuPosition,
  menuCategories,
  type MenuLink
} from '../menuModel';
import { back, hasBack, type DrawerState, type DrawerView } from './drawerModel';

function toCategoryInput(category: MenuCategory): CategoryInput {
  return {
    uid: category.uid,
    name: category.name ?? undefined,
    position: category.position ?? undefined,
    include_in_menu: category.include_in_menu ?? undefined,
    url_path: category.url_path,
    url_suffix: category.url_suffix,
    children_count: category.children_count ?? undefined
  };
}

export interface DrawerEntry {
  uid: string;
  name: string;
  path: string;
  /** Opens the entry's children in the drawer instead of navigating. */
  hasChildren: boolean;
}

export function useNavigationDrawer({ onClose }: { onClose: () => void }) {
  const client = useApolloClient();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const categories = useAppSelector((state) => state.catalog.categories);
  const { data: rootData } = useQuery(GetRootCategoryUidDocument);
  const rootUid = rootData?.storeConfig?.root_category_uid ?? BLOG_BACK_CATEGORY_UID;
  const [state, setState] = useState<DrawerState>({ view: 'MENU', categoryUid: rootUid });
  const isBlog = state.categoryUid === BLOG_MENU_UID;
  const hasBlog = useCapability('blog');
  const { data: blogData } = useQuery(GetBlogCategoriesForMenuDocument, { skip: !hasBlog });

  // The root uid arrives from storeConfig; until the shopper moves, follow it.
  useEffect(() => {
    setState((current) => (current.view === 'MENU' && current.categoryUid === BLOG_BACK_CATEGORY_UID ? { ...current, categoryUid: rootUid } : current));
  }, [rootUid]);

  const gateway = useMemo<CatalogGateway>(
    () => ({
      async fetchCategory(uid) {
        const { data } = await client.query({ query: GetNavigationCategoryDocument, variables: { uid } });
        const category = data?.categoryList?.find(Boolean);
        if (!category) return null;
        return {
          ...toCategoryInput(category),
          children: (category.children ?? []).filter((child): child is MenuCategory => Boolean(child)).map(toCategoryInput)
        };
      }
    }),
    [client]
  );

  const [loadError, setLoadError] = useState(false);
  useEffect(() => {
    if (isBlog) return;
    setLoadError(false);
    dispatch(getCategoryChildren(state.categoryUid, gateway)).catch(() => setLoadError(true));
  }, [dispatch, gateway, isBlog, state.categoryUid]);

  const current = categories[state.categoryUid];
  const isTopLevel = state.categoryUid === rootUid;

  const entries = useMemo<DrawerEntry[]>(() => {
    if (isBlog) {
      return blogMenuLinks(blogData?.amBlogCategories?.items).flatMap((link: MenuLink) => [
        { uid: link.uid, name: link.name, path: link.path, hasChildren: false },
        ...link.children.map((child) => ({ uid: child.uid, name: child.name, path: child.path, hasChildren: false }))
      ]);
    }
    const children = menuCategories((current?.children ?? []).map((uid) => categories[uid]).filter(Boolean)).map((category) => ({
      uid: category.uid,
      name: String(category.name ?? ''),
      path: categoryPath({ url_path: (category.url_path as string | null) ?? null, url_suffix: (category.url_suffix as string | null) ?? null }),
      hasChildren: Number(category.children_count ?? 0) > 0
    }));
    if (!isTopLevel || children.length === 0 || !hasBlog) return children;
    return insertAtMenuPosition(children, { uid: BLOG_MENU_UID, name: '', path: '/blog', hasChildren: true });
  }, [blogData, categories, current, hasBlog, isBlog, isTopLevel]);

  const goBack = useCallback(() => {
    const result = back(state, rootUid, (uid) => categories[uid]?.parentId);
    if (result.kind === 'close') onClose();
    else setState(result.state);
  }, [categories, onClose, rootUid, state]);

  // A link to another page closes the drawer when the page changes (the shell's talon); one to the page
  // already open (its path, whatever the query) changes no page, so it closes the drawer here.
  const { pathname } = useLocation();
  const closeOnLinkToOpenPage = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (!anchor || (anchor.target && anchor.target !== '_self')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname === pathname) onClose();
    },
    [onClose, pathname]
  );

  const showView = useCallback((view: DrawerView) => setState((previous) => ({ ...previous, view })), []);
  const openCategory = useCallback((uid: string) => setState({ view: 'MENU', categoryUid: uid }), []);

  return {
    view: state.view,
    categoryUid: state.categoryUid,
    isTopLevel,
    isBlog,
    /** The current category (not at the top level), for its heading and "All of" link. */
    currentCategory:
      !isTopLevel && !isBlog && current
        ? { name: String(current.name ?? ''), path: categoryPath({ url_path: (current.url_path as string | null) ?? null, url_suffix: (current.url_suffix as string | null) ?? null }) }
        : null,
    entries,
    isLoading: !isBlog && !current?.children && !loadError,
    hasError: loadError,
    hasBack: hasBack(state, rootUid),
    isSignedIn,
    goBack,
    showView,
    openCategory,
    closeOnLinkToOpenPage
  };
}

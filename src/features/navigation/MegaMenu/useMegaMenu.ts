// Mega menu talon: the menu tree (the store's root category, three levels), the blog entry at
// menu position 8 with the blog categories, and which submenu is open.
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { useCapability } from '../../../components/Capabilities';
import { GetBlogCategoriesForMenuDocument, GetMegaMenuDocument } from '../navigation.generated';
import { BLOG_MENU_UID, blogMenuLinks, insertAtMenuPosition, toMenuLinks, type MenuLink } from '../menuModel';

/** Hover intent: a submenu opens after the pointer rests this long, and closes after it leaves for this long. */
export const HOVER_OPEN_DELAY = 120;
export const HOVER_CLOSE_DELAY = 200;

export function useMegaMenu() {
  const { formatMessage } = useIntl();
  const { data: menuData } = useQuery(GetMegaMenuDocument);
  const hasBlog = useCapability('blog');
  const { data: blogData } = useQuery(GetBlogCategoriesForMenuDocument, { skip: !hasBlog });
  const blogLabel = formatMessage({ id: 'navigation.blog', defaultMessage: 'Blog' });

  const items = useMemo<MenuLink[]>(() => {
    const categories = toMenuLinks(menuData?.categoryList?.find(Boolean)?.children);
    if (categories.length === 0) return [];
    const blog: MenuLink = { uid: BLOG_MENU_UID, name: blogLabel, path: '/blog', children: blogMenuLinks(blogData?.amBlogCategories?.items) };
    return hasBlog ? insertAtMenuPosition(categories, blog) : categories;
  }, [menuData, blogData, blogLabel, hasBlog]);

  const [openUid, setOpenUid] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const open = useCallback((uid: string) => {
    clearTimer();
    setOpenUid(uid);
  }, []);
  const close = useCallback(() => {
    clearTimer();
    setOpenUid(null);
  }, []);
  const hoverOpen = useCallback((uid: string) => {
    clearTimer();
    timer.current = setTimeout(() => setOpenUid(uid), HOVER_OPEN_DELAY);
  }, []);
  const hoverClose = useCallback(() => {
    clearTimer();
    timer.current = setTimeout(() => setOpenUid(null), HOVER_CLOSE_DELAY);
  }, []);
  const toggle = useCallback((uid: string) => {
    clearTimer();
    setOpenUid((current) => (current === uid ? null : uid));
  }, []);

  return { items, openUid, open, close, toggle, hoverOpen, hoverClose };
}

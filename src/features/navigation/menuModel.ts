// Pure menu rules: categories hidden from the menu (include_in_menu 0/false) are dropped, the rest sorted
// by position; the blog entry takes menu position 8; category and blog links.
import { BLOG_MENU_POSITION } from '../../lib/constants';
import type { GetBlogCategoriesForMenuQuery, MenuCategoryFieldsFragment } from './navigation.generated';

/** A menu category with the levels of children its query asked for. */
export type MenuCategory = MenuCategoryFieldsFragment & { children?: ReadonlyArray<MenuCategory | null> | null };
export type BlogCategory = NonNullable<NonNullable<NonNullable<GetBlogCategoriesForMenuQuery['amBlogCategories']>['items']>[number]>;

export interface MenuLink {
  /** Category uid, or BLOG_MENU_UID for the blog entry. */
  uid: string;
  name: string;
  /** Path inside the store view ('/proteine.html', '/blog'). */
  path: string;
  children: MenuLink[];
}

/** The blog's pseudo-category in the menu and drawer. */
export const BLOG_MENU_UID = 'blog';
/** Back from the blog category in the drawer goes to this category. */
export const BLOG_BACK_CATEGORY_UID = 'Mg==';

interface CategoryLike {
  uid: string;
  position?: number | null;
  include_in_menu?: number | boolean | null;
}

export function isInMenu(category: { include_in_menu?: number | boolean | null }): boolean {
  return category.include_in_menu !== 0 && category.include_in_menu !== false;
}

/** Menu categories in menu order: hidden ones dropped, sorted by position then uid. */
export function menuCategories<T extends CategoryLike>(categories: ReadonlyArray<T | null> | null | undefined): T[] {
  return (categories ?? [])
    .filter((category): category is T => Boolean(category) && isInMenu(category as T))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
}

export function categoryPath(category: Pick<MenuCategory, 'url_path' | 'url_suffix'>, defaultSuffix = '.html'): string {
  return `/${category.url_path ?? ''}${category.url_suffix ?? defaultSuffix}`;
}

export function toMenuLinks(categories: ReadonlyArray<MenuCategory | null> | null | undefined): MenuLink[] {
  return menuCategories(categories).map((category) => ({
    uid: category.uid,
    name: category.name ?? '',
    path: categoryPath(category),
    children: toMenuLinks(category.children)
  }));
}

/** Blog categories as menu links: top level first (by sort order), their children under them. */
export function blogMenuLinks(categories: ReadonlyArray<BlogCategory | null> | null | undefined): MenuLink[] {
  const usable = (categories ?? []).filter((category): category is BlogCategory => Boolean(category?.url_key && category.name));
  const byOrder = (a: BlogCategory, b: BlogCategory) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0);
  const link = (category: BlogCategory, children: MenuLink[]): MenuLink => ({
    uid: `blog-${category.category_id}`,
    name: category.name as string,
    path: `/blog/category/${category.url_key}`,
    children
  });
  const topLevel = usable.filter((category) => !category.parent_id || category.parent_id === '0').sort(byOrder);
  return topLevel.map((parent) =>
    link(
      parent,
      usable
        .filter((child) => child.parent_id === String(parent.category_id))
        .sort(byOrder)
        .map((child) => link(child, []))
    )
  );
}

/** Inserts an entry so that it is the `position`-th item (1-based), or last when the list is shorter. */
export function insertAtMenuPosition<T>(items: readonly T[], entry: T, position: number = BLOG_MENU_POSITION): T[] {
  const index = Math.min(Math.max(0, position - 1), items.length);
  return [...items.slice(0, index), entry, ...items.slice(index)];
}

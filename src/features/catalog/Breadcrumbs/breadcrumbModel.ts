// Breadcrumb trails from Magento's category breadcrumbs (ancestors of a category, top first) and from
// a product's categories (the deepest one wins: its ancestors, then itself), and the trail as
// schema.org BreadcrumbList (the same in the browser and in the head the server sends).
import { toAbsoluteUrl, type JsonLd } from '../../../components/Head';
import { inStore, type ActiveStoreView } from '../../../components/storeView';

export interface Crumb {
  name: string;
  /** Path inside the store view ('/proteine/proteine-din-zer.html'). */
  path: string;
}

interface BreadcrumbSource {
  category_uid: string;
  category_name: string | null;
  category_url_path: string | null;
  category_level?: number | null;
}

interface CategorySource {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix?: string | null;
  breadcrumbs?: ReadonlyArray<BreadcrumbSource | null> | null;
}

const DEFAULT_SUFFIX = '.html';

function categoryPath(urlPath: string, suffix: string): string {
  return `/${urlPath}${suffix}`;
}

/** Ancestors of a category as crumbs (the category itself is the current page, not a crumb). */
export function categoryAncestors(category: CategorySource, suffix = category.url_suffix ?? DEFAULT_SUFFIX): Crumb[] {
  return (category.breadcrumbs ?? [])
    .filter((crumb): crumb is BreadcrumbSource => Boolean(crumb?.category_name && crumb.category_url_path))
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((crumb) => ({ name: crumb.category_name as string, path: categoryPath(crumb.category_url_path as string, suffix) }));
}

/** A product's trail: the deepest of its categories with that category's ancestors. */
export function productTrail(categories: ReadonlyArray<CategorySource | null> | null | undefined): Crumb[] {
  const usable = (categories ?? []).filter((category): category is CategorySource =>
    Boolean(category?.name && category.url_path)
  );
  if (usable.length === 0) return [];
  const deepest = usable.reduce((best, category) =>
    (category.breadcrumbs?.length ?? 0) > (best.breadcrumbs?.length ?? 0) ? category : best
  );
  const suffix = deepest.url_suffix ?? DEFAULT_SUFFIX;
  return [...categoryAncestors(deepest, suffix), { name: deepest.name as string, path: categoryPath(deepest.url_path as string, suffix) }];
}

/** The trail as schema.org BreadcrumbList: Home, the crumbs, then the current page (not a link). */
export function breadcrumbJsonLd({
  homeName,
  crumbs,
  current,
  view,
  origin
}: {
  homeName: string;
  crumbs: Crumb[];
  current: string;
  view: Pick<ActiveStoreView, 'basePath' | 'homePath'>;
  origin: string;
}): JsonLd {
  const links = [{ name: homeName, path: view.homePath }, ...crumbs.map((crumb) => ({ name: crumb.name, path: inStore(view, crumb.path) }))];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...links.map((link, index) => ({ '@type': 'ListItem', position: index + 1, name: link.name, item: toAbsoluteUrl(link.path, origin) })),
      { '@type': 'ListItem', position: links.length + 1, name: current }
    ]
  };
}

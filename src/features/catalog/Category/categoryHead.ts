// A category page's head, the same on the server (the page planner) and in the browser: its title and
// description (the category's meta texts, else its name and description), the canonical URL without
// sort or filters (a page after the first is its own canonical), noindex for a filtered or sorted
// listing (the same products as the canonical page, reordered or narrowed), the link preview with the
// category's picture, and its trail as schema.org BreadcrumbList. (Its products, as ItemList, come
// with the listing: ProductListing.)
import { SHARE_IMAGE_WIDTH, toAbsoluteUrl, type DocumentHead } from '../../../components/Head';
import { inStore, type ActiveStoreView } from '../../../components/storeView';
import { PAGE_PARAM, readListState } from '../../../lib/catalogListParams';
import { resourceUrl } from '../../../lib/resourceUrl';
import { breadcrumbJsonLd, categoryAncestors } from '../Breadcrumbs/breadcrumbModel';
import type { GetCategoryQuery } from './category.generated';

export type CategoryHeadInput = Pick<
  NonNullable<NonNullable<GetCategoryQuery['categoryList']>[number]>,
  'uid' | 'name' | 'description' | 'url_path' | 'url_suffix' | 'meta_title' | 'meta_description' | 'image' | 'breadcrumbs'
>;

export function categoryHead(
  category: CategoryHeadInput,
  view: Pick<ActiveStoreView, 'basePath' | 'homePath'>,
  search: URLSearchParams,
  { origin, homeName }: { origin: string; homeName: string }
): DocumentHead {
  const state = readListState(search);
  const path = category.url_path ? inStore(view, `/${category.url_path}${category.url_suffix ?? ''}`) : null;
  const narrowed = Object.keys(state.filters).length > 0 || state.sort !== null;
  const name = category.name?.trim() || null;
  return {
    title: category.meta_title?.trim() || name,
    description: category.meta_description?.trim() || category.description || null,
    canonical: path ? (state.page > 1 ? `${path}?${PAGE_PARAM}=${state.page}` : path) : null,
    robots: narrowed ? 'noindex,follow' : null,
    share: {
      type: 'website',
      image: category.image ? toAbsoluteUrl(resourceUrl(category.image, { type: 'image-category', width: SHARE_IMAGE_WIDTH }), origin) : null
    },
    jsonLd: name ? breadcrumbJsonLd({ homeName, crumbs: categoryAncestors(category), current: name, view, origin }) : null
  };
}

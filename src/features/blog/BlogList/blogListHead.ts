// A blog list's head, the same on the server (the page planner) and in the browser: the blog's own
// search-engine title and description on its home, "{subject} – {blog}" on a category, tag or author
// page, the canonical URL (a page after the first is its own), and noindex for the blog's search.
import type { IntlShape } from 'react-intl';

import type { DocumentHead } from '../../../components/Head';
import { inStore, type ActiveStoreView } from '../../../components/storeView';
import { blogPaths } from '../../../lib/blogPaths';
import type { GetBlogSettingQuery } from '../blog.generated';
import type { BlogView } from '../blogRoute';

export type BlogListView = Exclude<BlogView, { kind: 'POST' }>;
type BlogSetting = Pick<NonNullable<GetBlogSettingQuery['amBlogSetting']>, 'display_settings_label' | 'search_engine_title' | 'search_engine_meta_description'>;

/** The list's path in the store view (no page). */
export function blogListPath(view: BlogListView): string {
  switch (view.kind) {
    case 'CATEGORY':
      return blogPaths.category(view.key);
    case 'TAG':
      return blogPaths.tag(view.key);
    case 'AUTHOR':
      return blogPaths.author(view.key);
    case 'SEARCH':
      return '/blog/search';
    default:
      return blogPaths.home();
  }
}

/** The blog's name: its label in the settings, else "Blog". */
export function blogLabel(setting: BlogSetting | null | undefined, formatMessage: IntlShape['formatMessage']): string {
  return setting?.display_settings_label || formatMessage({ id: 'blog.title', defaultMessage: 'Blog' });
}

/** The list's heading: the blog's name, the category's, a tag's or author's page, or the search. */
export function blogListHeading(view: BlogListView, subject: string, label: string, formatMessage: IntlShape['formatMessage']): string {
  switch (view.kind) {
    case 'SEARCH':
      return formatMessage({ id: 'blog.searchResultsFor', defaultMessage: 'Search results for "{query}"' }, { query: view.query });
    case 'TAG':
      return formatMessage({ id: 'blog.postsTagged', defaultMessage: 'Posts tagged "{tag}"' }, { tag: subject || view.key });
    case 'AUTHOR':
      return formatMessage({ id: 'blog.moreFrom', defaultMessage: 'More from {author}' }, { author: subject || view.key });
    case 'CATEGORY':
      return subject || view.key;
    default:
      return label;
  }
}

export function blogListHead(
  view: BlogListView,
  { setting, subject, formatMessage, store }: { setting: BlogSetting | null | undefined; subject: string; formatMessage: IntlShape['formatMessage']; store: Pick<ActiveStoreView, 'basePath'> }
): DocumentHead {
  const label = blogLabel(setting, formatMessage);
  if (view.kind === 'SEARCH') return { title: `${blogListHeading(view, subject, label, formatMessage)} – ${label}`, robots: 'noindex' };
  const path = inStore(store, blogListPath(view));
  return {
    title: view.kind === 'ALL' ? setting?.search_engine_title || label : `${blogListHeading(view, subject, label, formatMessage)} – ${label}`,
    description: view.kind === 'ALL' ? setting?.search_engine_meta_description || null : null,
    canonical: view.page > 1 ? `${path}?page=${view.page}` : path,
    share: { type: 'website' }
  };
}

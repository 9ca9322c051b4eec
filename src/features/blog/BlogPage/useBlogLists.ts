import { useQuery } from '@apollo/client/react';

import { useCapability } from '../../../components/Capabilities';
import type { BlogPostSummaryFragment } from '../../../components/PostCard';
import {
  GetBlogAuthorDocument,
  GetBlogCategoryDocument,
  GetBlogPostsDocument,
  GetBlogSettingDocument,
  GetBlogSidebarDocument,
  SearchBlogPostsDocument,
  type GetBlogPostsQuery,
  type GetBlogSidebarQuery
} from '../blog.generated';
import type { BlogListKind } from '../blogRoute';

type BlogCategory = NonNullable<NonNullable<NonNullable<GetBlogSidebarQuery['amBlogCategories']>['items']>[number]>;
type BlogTag = NonNullable<NonNullable<NonNullable<GetBlogSidebarQuery['amBlogTags']>['items']>[number]>;
type BlogPostsResult = NonNullable<GetBlogPostsQuery['amBlogPosts']>;

export function useBlogSetting() {
  const { data } = useQuery(GetBlogSettingDocument, { skip: !useCapability('blog') });
  return data?.amBlogSetting ?? null;
}

export function useBlogSidebar() {
  const { data, loading } = useQuery(GetBlogSidebarDocument, { skip: !useCapability('blog') });
  const categories = (data?.amBlogCategories?.items ?? [])
    .filter((item): item is BlogCategory => Boolean(item?.url_key))
    .sort((a, b) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0));
  const tags = (data?.amBlogTags?.items ?? []).filter((item): item is BlogTag => Boolean(item?.url_key));
  return { isLoading: loading && !data, categories, tags };
}

export interface BlogListTalon {
  isLoading: boolean;
  hasError: boolean;
  /** The category, tag or author was not found. */
  isMissing: boolean;
  /** Name of the category / tag / author the list is about. */
  subject: string;
  posts: BlogPostSummaryFragment[];
  totalPages: number;
  totalPosts: number;
}

function summarize(result: BlogPostsResult | null | undefined) {
  return {
    posts: (result?.items ?? []).filter((post): post is BlogPostSummaryFragment => Boolean(post?.url_key)),
    totalPages: Math.max(1, result?.total_divided_by_visible ?? 1),
    totalPosts: result?.all_post_size ?? 0
  };
}

/** The posts of a list kind (ALL, CATEGORY, TAG, AUTHOR, SEARCH): resolves url keys to ids first. */
export function useBlogList(kind: BlogListKind, key: string, page: number, query: string): BlogListTalon {
  // (The blog's route is not the SPA's without the extension: this only keeps the talon honest.)
  const off = !useCapability('blog');
  const category = useQuery(GetBlogCategoryDocument, { variables: { urlKey: key }, skip: off || kind !== 'CATEGORY' });
  const author = useQuery(GetBlogAuthorDocument, { variables: { urlKey: key }, skip: off || kind !== 'AUTHOR' });
  const sidebar = useQuery(GetBlogSidebarDocument, { skip: off || kind !== 'TAG' });
  const tag = sidebar.data?.amBlogTags?.items?.find((item) => item?.url_key === key) ?? null;

  let entityId: number | null | undefined;
  let subject = '';
  let resolving = false;
  let missing = false;
  if (kind === 'CATEGORY') {
    entityId = category.data?.amBlogCategory?.category_id;
    subject = category.data?.amBlogCategory?.name ?? '';
    resolving = category.loading && !category.data;
    missing = Boolean(category.data) && !entityId;
  } else if (kind === 'AUTHOR') {
    entityId = author.data?.amBlogAuthor?.author_id;
    subject = author.data?.amBlogAuthor?.name ?? '';
    resolving = author.loading && !author.data;
    missing = Boolean(author.data) && !entityId;
  } else if (kind === 'TAG') {
    entityId = tag?.tag_id;
    subject = tag?.name ?? '';
    resolving = sidebar.loading && !sidebar.data;
    missing = Boolean(sidebar.data) && !entityId;
  }

  const listType = kind === 'SEARCH' ? 'ALL' : kind;
  const list = useQuery(GetBlogPostsDocument, {
    variables: { type: listType, page, ...(entityId ? { entityId } : {}) },
    skip: off || kind === 'SEARCH' || resolving || missing || (kind !== 'ALL' && !entityId)
  });
  const search = useQuery(SearchBlogPostsDocument, { variables: { query, page }, skip: off || kind !== 'SEARCH' || !query });

  const active = kind === 'SEARCH' ? search : list;
  const result = kind === 'SEARCH' ? search.data?.amBlogPostsSearch : list.data?.amBlogPosts;
  const resolveError = (kind === 'CATEGORY' && category.error) || (kind === 'AUTHOR' && author.error) || (kind === 'TAG' && sidebar.error);
  return {
    isLoading: resolving || (active.loading && !active.data),
    hasError: Boolean((active.error && !active.data) || resolveError),
    isMissing: missing,
    subject,
    ...summarize(kind === 'SEARCH' && !query ? null : result)
  };
}

/** The blog (Amasty Blog GraphQL): listing kinds, search, post, taxonomy, comments and votes. */
import type { RequestContext } from '../domain/context';
import { addCacheTags, perRequestLoader } from '../domain/context';
import { inputError, noSuchEntityError } from '../domain/errors';
import {
  changeBlogPostVotes,
  countApprovedComments,
  findBlogAuthorsByIds,
  findBlogPost,
  findCategoryIdsOfPosts,
  findTagsOfPosts,
  insertBlogComment,
  type BlogAuthorRow,
  type BlogCategoryRow,
  type BlogCommentRow,
  type BlogPostRow,
  type BlogTagRow
} from '../repositories/blog';
import { configValue, mediaBaseUrl, mediaUrl, storeConfigValues } from './storeConfig';
import { MESSAGE_MAX, NAME_MAX } from './textLimits';

type Ctx = Pick<RequestContext, 'db' | 'loaders' | 'store' | 'cache'>;

export const COMMENT_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export const DEFAULT_POSTS_PER_PAGE = 9;

/** Magento's date-time format: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export const magentoDate = (value: Date | string | null | undefined): string | null =>
  value ? new Date(value).toISOString().slice(0, 19).replace('T', ' ') : null;

export async function blogSettings(ctx: Ctx) {
  const values = await storeConfigValues(ctx, ctx.store.id);
  const text = (path: string, fallback = '') => configValue(values, `amblog/${path}`, fallback);
  const flag = (path: string, fallback: boolean) => {
    const v = values.get(`amblog/${path}`);
    return v == null ? fallback : v === '1';
  };
  const int = (path: string, fallback: number) => Number.parseInt(text(path), 10) || fallback;
  return {
    display_settings_label: text('display_settings/label', 'Blog'),
    display_settings_display_at_footer: flag('display_settings/display_at_footer', true),
    display_settings_display_at_toolbar: flag('display_settings/display_at_toolbar', false),
    display_settings_display_at_category: flag('display_settings/display_at_category', true),
    search_engine_route: text('search_engine/route', 'blog'),
    search_engine_title: text('search_engine/title', 'Blog'),
    search_engine_title_suffix: text('search_engine/title_suffix'),
    search_engine_meta_title: text('search_engine/meta_title'),
    search_engine_meta_description: text('search_engine/meta_description'),
    search_engine_meta_keywords: text('search_engine/meta_keywords'),
    search_engine_meta_robots: text('search_engine/meta_robots', 'INDEX,FOLLOW'),
    search_engine_organization_name: text('search_engine/organization_name'),
    search_engine_bread: text('search_engine/bread', 'Blog'),
    layout_mobile_list: text('layout/mobile_list', 'one-column'),
    layout_mobile_post: text('layout/mobile_post', 'one-column'),
    layout_desktop_list: text('layout/desktop_list', 'three-columns'),
    layout_desktop_post: text('layout/desktop_post', 'two-columns-right'),
    list_count_per_page: int('list/count_per_page', DEFAULT_POSTS_PER_PAGE),
    post_display_author: flag('post/display_author', true),
    post_display_categories: flag('post/display_categories', true),
    post_categories_limit: int('post/categories_limit', 3),
    post_display_tags: flag('post/display_tags', true),
    post_date_manner: text('post/date_manner', 'passed'),
    post_image_width: int('post/image_width', 1200),
    post_image_height: int('post/image_height', 630),
    post_helpful: flag('post/helpful', true),
    comments_use_comments: flag('comments/use_comments', true),
    comments_autoapprove: flag('comments/autoapprove', false),
    comments_allow_guests: flag('comments/allow_guests', true),
    comments_record_limit: int('comments/record_limit', 10),
    comments_display_short: flag('comments/display_short', true),
    comments_display_date: flag('comments/display_date', true),
    comments_ask_email: flag('comments/ask_email', true),
    comments_ask_name: flag('comments/ask_name', true),
    comments_gdpr: flag('comments/gdpr', true),
    comments_gdpr_text: text('comments/gdpr_text'),
    recent_posts_record_limit: int('recent_posts/record_limit', 4),
    recent_posts_display_short: flag('recent_posts/display_short', true),
    recent_posts_short_limit: text('recent_posts/short_limit', '120'),
    recent_posts_display_date: flag('recent_posts/display_date', true),
    recent_posts_display_image: flag('recent_posts/display_image', true),
    recent_posts_image_width: int('recent_posts/image_width', 400),
    recent_posts_image_height: int('recent_posts/image_height', 210),
    tags_minimal_post_count: int('tags/minimal_post_count', 1),
    social_enabled: flag('social/enabled', true),
    social_buttons: text('social/buttons', 'facebook,twitter,pinterest,whatsapp').split(',').filter(Boolean),
    post_related_products_block_title: text('post/related_products_block_title'),
    product_related_posts_tab_title: text('product/related_posts_tab_title'),
    is_show_related_posts_on_product_page: flag('product/show_related_posts', false),
    is_show_related_products_on_post_page: flag('post/show_related_products', false)
  };
}

export async function postsPerPage(ctx: Ctx): Promise<number> {
  return (await blogSettings(ctx)).list_count_per_page;
}

/** Amasty's `page` argument: 1-based, and a value below 1 is an input error. */
export function pageOffset(page: number | null | undefined, perPage: number): number {
  const current = page ?? 1;
  if (current < 1) throw inputError('INVALID_PAGINATION', 'currentPage value must be greater than 0.');
  return (current - 1) * perPage;
}

const categoryIdsLoader = (ctx: Ctx) =>
  perRequestLoader<number, number[]>(ctx, 'blog.categoryIds', async (ids) => {
    const byPost = await findCategoryIdsOfPosts(ctx.db, ids);
    return ids.map((id) => byPost.get(id) ?? []);
  });
const tagsLoader = (ctx: Ctx) =>
  perRequestLoader<number, BlogTagRow[]>(ctx, 'blog.tags', async (ids) => {
    const byPost = await findTagsOfPosts(ctx.db, ids);
    return ids.map((id) => byPost.get(id) ?? []);
  });
const commentCountLoader = (ctx: Ctx) =>
  perRequestLoader<number, number>(ctx, 'blog.commentCount', async (ids) => {
    const counts = await countApprovedComments(ctx.db, ids);
    return ids.map((id) => counts.get(id) ?? 0);
  });
export const authorLoader = (ctx: Ctx) =>
  perRequestLoader<number, BlogAuthorRow | null>(ctx, 'blog.author', async (ids) => {
    const rows = await findBlogAuthorsByIds(ctx.db, ids);
    return ids.map((id) => rows.find((r) => r.author_id === id) ?? null);
  });

export const tagOutput = (t: BlogTagRow) => ({
  tag_id: t.tag_id,
  name: t.name,
  url_key: t.url_key,
  meta_title: t.meta_title,
  meta_tags: t.meta_tags,
  meta_description: t.meta_description,
  meta_robots: 'INDEX,FOLLOW',
  post_count: t.post_count
});

export const authorOutput = (a: BlogAuthorRow) => ({
  author_id: a.author_id,
  name: a.name,
  url_key: a.url_key,
  short_description: a.short_description,
  facebook_profile: a.facebook_profile,
  twitter_profile: a.twitter_profile,
  instagram_profile: a.instagram_profile,
  linkedin_profile: null,
  youtube_profile: null,
  tiktok_profile: null,
  meta_title: a.name,
  meta_tags: '',
  meta_description: a.short_description,
  meta_robots: 'INDEX,FOLLOW'
});

export const categoryOutput = (c: BlogCategoryRow) => ({
  category_id: c.category_id,
  name: c.name,
  url_key: c.url_key,
  status: String(c.status),
  sort_order: String(c.sort_order),
  meta_title: c.meta_title,
  meta_tags: c.meta_tags,
  meta_description: c.meta_description,
  meta_robots: 'INDEX,FOLLOW',
  created_at: magentoDate(c.created_at),
  updated_at: magentoDate(c.updated_at),
  parent_id: String(c.parent_id),
  path: c.path,
  level: String(c.level),
  store_id: String(c.store_id),
  post_count: c.post_count,
  description: c.description
});

/**
 * A comment as anyone may read it: the commenter's e-mail address and customer id stay in the store
 * (Amasty's schema has the fields; they are answered null), the name they chose is shown.
 */
export const commentOutput = (c: BlogCommentRow) => ({
  comment_id: c.comment_id,
  post_id: String(c.post_id),
  store_id: String(c.store_id),
  status: String(c.status),
  customer_id: null,
  reply_to: c.reply_to == null ? null : String(c.reply_to),
  message: c.message,
  name: c.name || null,
  email: null,
  created_at: magentoDate(c.created_at),
  updated_at: magentoDate(c.updated_at)
});

/** An AmBlogPost; taxonomy, counts and author resolve lazily (batched) only when asked for. */
export async function postOutput(ctx: Ctx, p: BlogPostRow) {
  addCacheTags(ctx, `amblog_post_${p.post_id}`);
  const base = await mediaBaseUrl(ctx);
  const route = (await blogSettings(ctx)).search_engine_route;
  return {
    post_id: p.post_id,
    title: p.title,
    status: String(p.status),
    url_key: p.url_key,
    short_content: p.short_content,
    full_content: p.full_content,
    display_short_content: p.short_content,
    meta_title: p.meta_title || p.title,
    meta_tags: p.meta_tags,
    meta_description: p.meta_description,
    meta_robots: 'INDEX,FOLLOW',
    created_at: magentoDate(p.created_at),
    updated_at: magentoDate(p.updated_at),
    published_at: magentoDate(p.published_at),
    user_define_publish: '1',
    notify_on_enable: '0',
    comments_enabled: p.comments_enabled ? '1' : '0',
    views: String(p.views),
    post_thumbnail: mediaUrl(base, p.post_thumbnail),
    list_thumbnail: mediaUrl(base, p.list_thumbnail ?? p.post_thumbnail),
    post_thumbnail_alt: p.thumbnail_alt,
    list_thumbnail_alt: p.thumbnail_alt,
    grid_class: '',
    canonical_url: `${route}/${p.url_key}`,
    author_id: p.author_id == null ? null : String(p.author_id),
    related_post_ids: p.related_post_ids.join(','),
    is_featured: p.is_featured,
    vote: { plus: p.votes_plus, minus: p.votes_minus },
    // Taxonomy, counts and author are resolved by the AmBlogPost field resolvers (batched) when asked for.
    blogPostId: p.post_id,
    blogAuthorId: p.author_id
  };
}

export type PostOutput = Awaited<ReturnType<typeof postOutput>>;

/** Field resolvers of AmBlogPost that need more than the post row. */
export const postFieldResolvers = {
  tag_ids: async (post: PostOutput, _args: unknown, ctx: Ctx) =>
    (await tagsLoader(ctx).load(post.blogPostId)).map((t) => t.tag_id).join(','),
  categories: async (post: PostOutput, _args: unknown, ctx: Ctx) =>
    (await categoryIdsLoader(ctx).load(post.blogPostId)).join(','),
  comment_count: (post: PostOutput, _args: unknown, ctx: Ctx) => commentCountLoader(ctx).load(post.blogPostId),
  tags: async (post: PostOutput, _args: unknown, ctx: Ctx) => (await tagsLoader(ctx).load(post.blogPostId)).map(tagOutput),
  author: async (post: PostOutput, _args: unknown, ctx: Ctx) => {
    if (post.blogAuthorId == null) return null;
    const author = await authorLoader(ctx).load(post.blogAuthorId);
    return author ? authorOutput(author) : null;
  }
};

export async function postListOutput(ctx: Ctx, list: { rows: BlogPostRow[]; total: number }, perPage: number) {
  return {
    all_post_size: list.total,
    total_divided_by_visible: Math.ceil(list.total / perPage),
    items: await Promise.all(list.rows.map((p) => postOutput(ctx, p)))
  };
}

export interface LeaveCommentInput {
  post_id: number;
  message: string;
  name?: string | null;
  email?: string | null;
  reply_to?: number | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new comment waits for approval (status 1) unless the blog auto-approves. */
export async function leaveComment(ctx: Ctx, input: LeaveCommentInput) {
  const settings = await blogSettings(ctx);
  if (!settings.comments_use_comments) throw inputError('COMMENTS_DISABLED', 'Comments are disabled.');
  const message = input.message.trim();
  if (!message) throw inputError('REQUIRED_FIELD_MISSING', 'Comment message is required.', { field: 'message' });
  const name = input.name?.trim() || null;
  const email = input.email?.trim() || null;
  if (message.length > MESSAGE_MAX || (name?.length ?? 0) > NAME_MAX || (email?.length ?? 0) > NAME_MAX) throw inputError('VALUE_TOO_LONG', 'The comment is too long.');
  if (settings.comments_ask_email && email && !EMAIL.test(email)) throw inputError('INVALID_EMAIL', `"${email}" is not a valid email address.`, { field: 'email' });
  const post = await findBlogPost(ctx.db, ctx.store.id, { id: input.post_id });
  if (!post || !post.comments_enabled) throw noSuchEntityError('BLOG_POST_NOT_FOUND', `The post with the "${input.post_id}" ID doesn't exist.`);
  const comment = await insertBlogComment(ctx.db, {
    post_id: post.post_id,
    store_id: ctx.store.id,
    status: settings.comments_autoapprove ? COMMENT_STATUS.APPROVED : COMMENT_STATUS.PENDING,
    customer_id: null,
    name,
    email,
    message,
    reply_to: input.reply_to ?? null
  });
  return { comment: commentOutput(comment) };
}

export async function leaveVote(ctx: Ctx, postId: number, type: 'UPDATE' | 'PLUS' | 'MINUS') {
  const post = await findBlogPost(ctx.db, ctx.store.id, { id: postId });
  if (!post) throw noSuchEntityError('BLOG_POST_NOT_FOUND', `The post with the "${postId}" ID doesn't exist.`);
  const votes = await changeBlogPostVotes(ctx.db, postId, type === 'PLUS' ? 1 : 0, type === 'MINUS' ? 1 : 0);
  return {
    data: votes ?? { plus: post.votes_plus, minus: post.votes_minus },
    voted: { plus: type === 'PLUS' ? 1 : 0, minus: type === 'MINUS' ? 1 : 0 }
  };
}

/** The blog, Amasty Blog GraphQL names. */
import type { GraphQLContext } from '../context';
import { addCacheTags } from '../../domain/context';
import { inputError, noSuchEntityError } from '../../domain/errors';
import {
  findBlogCategory,
  findBlogPost,
  findBlogPostsByCategoryIds,
  findBlogPostsByIds,
  listApprovedComments,
  listBlogAuthors,
  listBlogCategories,
  listBlogPosts,
  listBlogTags,
  searchBlogPosts,
  type BlogListKind
} from '../../repositories/blog';
import {
  authorLoader,
  authorOutput,
  blogSettings,
  categoryOutput,
  commentOutput,
  leaveComment,
  leaveVote,
  pageOffset,
  postFieldResolvers,
  postListOutput,
  postOutput,
  postsPerPage,
  tagOutput,
  type LeaveCommentInput
} from '../../services/blog';

type Ctx = GraphQLContext;

export default {
  Query: {
    amBlogSetting: (_root: unknown, _args: unknown, ctx: Ctx) => {
      addCacheTags(ctx, 'amblog_setting');
      return blogSettings(ctx);
    },
    amBlogPosts: async (_root: unknown, args: { type?: BlogListKind | null; page?: number | null; entityId?: number | null }, ctx: Ctx) => {
      const kind = args.type ?? 'ALL';
      if (kind !== 'ALL' && args.entityId == null) throw inputError('REQUIRED_FIELD_MISSING', `"entityId" is required for the ${kind} list.`, { field: 'entityId' });
      const perPage = await postsPerPage(ctx);
      const offset = pageOffset(args.page, perPage);
      addCacheTags(ctx, 'amblog_post');
      return postListOutput(ctx, await listBlogPosts(ctx.db, ctx.store.id, kind, args.entityId ?? null, perPage, offset), perPage);
    },
    amBlogPostsSearch: async (_root: unknown, args: { query?: string | null; page?: number | null }, ctx: Ctx) => {
      const query = (args.query ?? '').trim();
      if (!query) throw inputError('REQUIRED_FIELD_MISSING', 'Search query is required.', { field: 'query' });
      const perPage = await postsPerPage(ctx);
      const offset = pageOffset(args.page, perPage);
      addCacheTags(ctx, 'amblog_post');
      return postListOutput(ctx, await searchBlogPosts(ctx.db, ctx.store.id, query, perPage, offset), perPage);
    },
    amBlogPost: async (_root: unknown, args: { id?: number | null; urlKey?: string | null }, ctx: Ctx) => {
      if (args.id == null && !args.urlKey) throw inputError('REQUIRED_FIELD_MISSING', 'Post id or urlKey should be specified.', { field: 'urlKey' });
      const post = await findBlogPost(ctx.db, ctx.store.id, { id: args.id, urlKey: args.urlKey });
      if (!post) throw noSuchEntityError('BLOG_POST_NOT_FOUND', `The post with the "${args.urlKey ?? args.id}" ID doesn't exist.`);
      return postOutput(ctx, post);
    },
    amBlogPostsByIds: async (_root: unknown, args: { ids?: (number | null)[] | null }, ctx: Ctx) => {
      const ids = (args.ids ?? []).filter((id): id is number => id != null);
      const rows = await findBlogPostsByIds(ctx.db, ctx.store.id, ids);
      return postListOutput(ctx, { rows, total: rows.length }, Math.max(rows.length, 1));
    },
    amBlogPostsByCategoryId: async (_root: unknown, args: { categoryId?: (number | null)[] | null }, ctx: Ctx) => {
      const ids = (args.categoryId ?? []).filter((id): id is number => id != null);
      const rows = await findBlogPostsByCategoryIds(ctx.db, ctx.store.id, ids);
      return postListOutput(ctx, { rows, total: rows.length }, Math.max(rows.length, 1));
    },
    amBlogCategories: async (_root: unknown, _args: unknown, ctx: Ctx) => {
      addCacheTags(ctx, 'amblog_category');
      return { items: (await listBlogCategories(ctx.db, ctx.store.id)).map(categoryOutput) };
    },
    amBlogCategory: async (_root: unknown, args: { id?: number | null; urlKey?: string | null }, ctx: Ctx) => {
      const category = await findBlogCategory(ctx.db, ctx.store.id, { id: args.id, urlKey: args.urlKey });
      if (!category) throw noSuchEntityError('BLOG_CATEGORY_NOT_FOUND', `The category with the "${args.urlKey ?? args.id}" ID doesn't exist.`);
      addCacheTags(ctx, `amblog_category_${category.category_id}`);
      return categoryOutput(category);
    },
    amBlogChildCategories: async (_root: unknown, args: { id?: number | null }, ctx: Ctx) => {
      addCacheTags(ctx, 'amblog_category');
      return { items: (await listBlogCategories(ctx.db, ctx.store.id, args.id ?? 0)).map(categoryOutput) };
    },
    amBlogTags: async (_root: unknown, args: { postId?: number | null }, ctx: Ctx) => {
      addCacheTags(ctx, 'amblog_tag');
      const settings = await blogSettings(ctx);
      const tags = await listBlogTags(ctx.db, ctx.store.id, args.postId);
      const visible = args.postId != null ? tags : tags.filter((t) => t.post_count >= settings.tags_minimal_post_count);
      return { items: visible.map(tagOutput) };
    },
    amBlogAuthors: async (_root: unknown, _args: unknown, ctx: Ctx) => {
      addCacheTags(ctx, 'amblog_author');
      return { items: (await listBlogAuthors(ctx.db)).map(authorOutput) };
    },
    amBlogAuthor: async (_root: unknown, args: { id?: number | null; urlKey?: string | null }, ctx: Ctx) => {
      const author = args.id != null
        ? await authorLoader(ctx).load(args.id)
        : (await listBlogAuthors(ctx.db)).find((a) => a.url_key === args.urlKey) ?? null;
      if (!author) throw noSuchEntityError('BLOG_AUTHOR_NOT_FOUND', `The author with the "${args.urlKey ?? args.id}" ID doesn't exist.`);
      return authorOutput(author);
    },
    amBlogComments: async (_root: unknown, args: { postId?: number | null; type?: string | null }, ctx: Ctx) => {
      if (args.postId == null) throw inputError('REQUIRED_FIELD_MISSING', '"postId" should be specified.', { field: 'postId' });
      addCacheTags(ctx, `amblog_post_${args.postId}`);
      return { items: (await listApprovedComments(ctx.db, ctx.store.id, args.postId)).map(commentOutput) };
    }
  },
  Mutation: {
    amBlogLeaveComment: (_root: unknown, args: { input: LeaveCommentInput }, ctx: Ctx) => leaveComment(ctx, args.input),
    amBlogLeaveVote: (_root: unknown, args: { input: { post_id: number; type: 'UPDATE' | 'PLUS' | 'MINUS' } }, ctx: Ctx) =>
      leaveVote(ctx, args.input.post_id, args.input.type)
  },
  AmBlogPost: postFieldResolvers
};

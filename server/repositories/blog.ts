/** Blog (Amasty Blog shape): posts, categories, tags, authors, comments, votes. Only published posts are listed. */
import type { Queryable } from '../db/client';

export interface BlogPostRow extends Record<string, unknown> {
  post_id: number;
  store_id: number;
  title: string;
  url_key: string;
  short_content: string;
  full_content: string;
  status: number;
  author_id: number | null;
  published_at: Date;
  created_at: Date;
  updated_at: Date;
  views: number;
  votes_plus: number;
  votes_minus: number;
  is_featured: boolean;
  comments_enabled: boolean;
  post_thumbnail: string | null;
  list_thumbnail: string | null;
  thumbnail_alt: string;
  meta_title: string;
  meta_tags: string;
  meta_description: string;
  related_post_ids: number[];
}

export interface BlogCategoryRow extends Record<string, unknown> {
  category_id: number;
  store_id: number;
  parent_id: number;
  path: string;
  level: number;
  name: string;
  url_key: string;
  description: string;
  sort_order: number;
  status: number;
  meta_title: string;
  meta_tags: string;
  meta_description: string;
  created_at: Date;
  updated_at: Date;
  post_count: number;
}

export interface BlogTagRow extends Record<string, unknown> {
  tag_id: number;
  store_id: number;
  name: string;
  url_key: string;
  meta_title: string;
  meta_tags: string;
  meta_description: string;
  post_count: number;
}

export interface BlogAuthorRow extends Record<string, unknown> {
  author_id: number;
  name: string;
  url_key: string;
  short_description: string;
  facebook_profile: string | null;
  twitter_profile: string | null;
  instagram_profile: string | null;
}

export interface BlogCommentRow extends Record<string, unknown> {
  comment_id: number;
  post_id: number;
  store_id: number;
  status: number;
  customer_id: number | null;
  name: string | null;
  email: string | null;
  message: string;
  reply_to: number | null;
  created_at: Date;
  updated_at: Date;
}

export type BlogListKind = 'ALL' | 'CATEGORY' | 'AUTHOR' | 'TAG';

const POST_COLUMNS = `p.post_id, p.store_id, p.title, p.url_key, p.short_content, p.full_content, p.status, p.author_id,
  p.published_at, p.created_at, p.updated_at, p.views, p.votes_plus, p.votes_minus, p.is_featured, p.comments_enabled,
  p.post_thumbnail, p.list_thumbnail, p.thumbnail_alt, p.meta_title, p.meta_tags, p.meta_description, p.related_post_ids`;

/** Published and visible now in the store view. */
const VISIBLE = 'p.store_id = $1 AND p.status = 2 AND p.published_at <= now()';

export async function listBlogPosts(
  db: Queryable,
  storeId: number,
  kind: BlogListKind,
  entityId: number | null,
  limit: number,
  offset: number
): Promise<{ rows: BlogPostRow[]; total: number }> {
  let filter = '';
  if (kind === 'CATEGORY') {
    filter = `AND EXISTS (SELECT 1 FROM blog_post_category pc JOIN blog_category c ON c.category_id = pc.category_id
                           WHERE pc.post_id = p.post_id AND (c.category_id = $2 OR c.path LIKE '%/' || $2::text || '/%'
                                 OR c.path LIKE $2::text || '/%'))`;
  } else if (kind === 'TAG') {
    filter = 'AND EXISTS (SELECT 1 FROM blog_post_tag pt WHERE pt.post_id = p.post_id AND pt.tag_id = $2)';
  } else if (kind === 'AUTHOR') {
    filter = 'AND p.author_id = $2';
  }
  const params: unknown[] = [storeId, kind === 'ALL' ? 0 : (entityId ?? 0)];
  const where = `${VISIBLE} ${filter} AND $2::int IS NOT NULL`;
  const [rows, count] = await Promise.all([
    db.query<BlogPostRow>(
      `SELECT ${POST_COLUMNS} FROM blog_post p WHERE ${where} ORDER BY p.published_at DESC, p.post_id DESC LIMIT $3 OFFSET $4`,
      [...params, limit, offset]
    ),
    db.one<{ total: number }>(`SELECT count(*)::int AS total FROM blog_post p WHERE ${where}`, params)
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Full-text-ish search over title and content, accent-insensitive (ă, â, î, ș, ț match a, i, s, t). */
export async function searchBlogPosts(
  db: Queryable,
  storeId: number,
  query: string,
  limit: number,
  offset: number
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `${VISIBLE} AND (unaccent(p.title) ILIKE unaccent($2) OR unaccent(p.short_content) ILIKE unaccent($2)
                  OR unaccent(p.full_content) ILIKE unaccent($2))`;
  const [rows, count] = await Promise.all([
    db.query<BlogPostRow>(
      `SELECT ${POST_COLUMNS} FROM blog_post p WHERE ${where}
        ORDER BY (unaccent(p.title) ILIKE unaccent($2)) DESC, p.published_at DESC LIMIT $3 OFFSET $4`,
      [storeId, pattern, limit, offset]
    ),
    db.one<{ total: number }>(`SELECT count(*)::int AS total FROM blog_post p WHERE ${where}`, [storeId, pattern])
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findBlogPost(db: Queryable, storeId: number, by: { id?: number | null; urlKey?: string | null }): Promise<BlogPostRow | undefined> {
  if (by.id != null) {
    return db.one<BlogPostRow>(`SELECT ${POST_COLUMNS} FROM blog_post p WHERE ${VISIBLE} AND p.post_id = $2`, [storeId, by.id]);
  }
  if (by.urlKey) {
    return db.one<BlogPostRow>(`SELECT ${POST_COLUMNS} FROM blog_post p WHERE ${VISIBLE} AND p.url_key = $2`, [storeId, by.urlKey]);
  }
  return undefined;
}

export async function findBlogPostsByIds(db: Queryable, storeId: number, ids: readonly number[]): Promise<BlogPostRow[]> {
  return db.query<BlogPostRow>(
    `SELECT ${POST_COLUMNS} FROM blog_post p WHERE ${VISIBLE} AND p.post_id = ANY($2::int[]) ORDER BY p.published_at DESC`,
    [storeId, ids]
  );
}

export async function findBlogPostsByCategoryIds(db: Queryable, storeId: number, categoryIds: readonly number[]): Promise<BlogPostRow[]> {
  return db.query<BlogPostRow>(
    `SELECT ${POST_COLUMNS} FROM blog_post p WHERE ${VISIBLE}
        AND EXISTS (SELECT 1 FROM blog_post_category pc WHERE pc.post_id = p.post_id AND pc.category_id = ANY($2::int[]))
      ORDER BY p.published_at DESC`,
    [storeId, categoryIds]
  );
}

export async function changeBlogPostVotes(db: Queryable, postId: number, plusDelta: number, minusDelta: number): Promise<{ plus: number; minus: number } | undefined> {
  const row = await db.one<{ plus: number; minus: number }>(
    `UPDATE blog_post SET votes_plus = greatest(0, votes_plus + $2), votes_minus = greatest(0, votes_minus + $3)
      WHERE post_id = $1 RETURNING votes_plus AS plus, votes_minus AS minus`,
    [postId, plusDelta, minusDelta]
  );
  return row;
}

const CATEGORY_COLUMNS = `c.category_id, c.store_id, c.parent_id, c.path, c.level, c.name, c.url_key, c.description, c.sort_order,
  c.status, c.meta_title, c.meta_tags, c.meta_description, c.created_at, c.updated_at,
  (SELECT count(*)::int FROM blog_post_category pc JOIN blog_post p ON p.post_id = pc.post_id
    WHERE pc.category_id = c.category_id AND p.status = 2 AND p.published_at <= now()) AS post_count`;

export async function listBlogCategories(db: Queryable, storeId: number, parentId?: number): Promise<BlogCategoryRow[]> {
  const byParent = parentId === undefined ? '' : 'AND c.parent_id = $2';
  return db.query<BlogCategoryRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM blog_category c WHERE c.store_id = $1 AND c.status = 1 ${byParent}
      ORDER BY c.level, c.sort_order, c.category_id`,
    parentId === undefined ? [storeId] : [storeId, parentId]
  );
}

export async function findBlogCategory(db: Queryable, storeId: number, by: { id?: number | null; urlKey?: string | null }): Promise<BlogCategoryRow | undefined> {
  if (by.id != null) {
    return db.one<BlogCategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM blog_category c WHERE c.store_id = $1 AND c.status = 1 AND c.category_id = $2`, [storeId, by.id]);
  }
  if (by.urlKey) {
    return db.one<BlogCategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM blog_category c WHERE c.store_id = $1 AND c.status = 1 AND c.url_key = $2`, [storeId, by.urlKey]);
  }
  return undefined;
}

/** Category ids of each post, in sort order (AmBlogPost.categories is their comma-separated list). */
export async function findCategoryIdsOfPosts(db: Queryable, postIds: readonly number[]): Promise<Map<number, number[]>> {
  const rows = await db.query<{ post_id: number; category_id: number }>(
    `SELECT pc.post_id, pc.category_id FROM blog_post_category pc JOIN blog_category c ON c.category_id = pc.category_id
      WHERE pc.post_id = ANY($1::int[]) ORDER BY pc.post_id, c.sort_order, c.category_id`,
    [postIds]
  );
  const byPost = new Map<number, number[]>(postIds.map((id) => [id, []]));
  for (const r of rows) byPost.get(r.post_id)?.push(r.category_id);
  return byPost;
}

const TAG_COLUMNS = `t.tag_id, t.store_id, t.name, t.url_key, t.meta_title, t.meta_tags, t.meta_description,
  (SELECT count(*)::int FROM blog_post_tag pt JOIN blog_post p ON p.post_id = pt.post_id
    WHERE pt.tag_id = t.tag_id AND p.status = 2 AND p.published_at <= now()) AS post_count`;

export async function listBlogTags(db: Queryable, storeId: number, postId?: number | null): Promise<BlogTagRow[]> {
  if (postId != null) {
    return db.query<BlogTagRow>(
      `SELECT ${TAG_COLUMNS} FROM blog_tag t JOIN blog_post_tag pt ON pt.tag_id = t.tag_id
        WHERE t.store_id = $1 AND pt.post_id = $2 ORDER BY t.name`,
      [storeId, postId]
    );
  }
  return db.query<BlogTagRow>(`SELECT ${TAG_COLUMNS} FROM blog_tag t WHERE t.store_id = $1 ORDER BY t.name`, [storeId]);
}

/** Tags of several posts in one query. */
export async function findTagsOfPosts(db: Queryable, postIds: readonly number[]): Promise<Map<number, BlogTagRow[]>> {
  const rows = await db.query<BlogTagRow & { post_id: number }>(
    `SELECT pt.post_id, ${TAG_COLUMNS} FROM blog_post_tag pt JOIN blog_tag t ON t.tag_id = pt.tag_id
      WHERE pt.post_id = ANY($1::int[]) ORDER BY pt.post_id, t.name`,
    [postIds]
  );
  const byPost = new Map<number, BlogTagRow[]>(postIds.map((id) => [id, []]));
  for (const r of rows) byPost.get(r.post_id)?.push(r);
  return byPost;
}

const AUTHOR_COLUMNS = 'author_id, name, url_key, short_description, facebook_profile, twitter_profile, instagram_profile';

export async function listBlogAuthors(db: Queryable): Promise<BlogAuthorRow[]> {
  return db.query<BlogAuthorRow>(`SELECT ${AUTHOR_COLUMNS} FROM blog_author ORDER BY name`);
}

export async function findBlogAuthorsByIds(db: Queryable, ids: readonly number[]): Promise<BlogAuthorRow[]> {
  return db.query<BlogAuthorRow>(`SELECT ${AUTHOR_COLUMNS} FROM blog_author WHERE author_id = ANY($1::int[])`, [ids]);
}

const COMMENT_COLUMNS = 'comment_id, post_id, store_id, status, customer_id, name, email, message, reply_to, created_at, updated_at';

/** Approved comments of a post, oldest first, so replies follow what they answer. */
export async function listApprovedComments(db: Queryable, storeId: number, postId: number): Promise<BlogCommentRow[]> {
  return db.query<BlogCommentRow>(
    `SELECT ${COMMENT_COLUMNS} FROM blog_comment WHERE post_id = $2 AND store_id = $1 AND status = 2 ORDER BY created_at, comment_id`,
    [storeId, postId]
  );
}

/** Approved comment counts of several posts. */
export async function countApprovedComments(db: Queryable, postIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.query<{ post_id: number; total: number }>(
    `SELECT post_id, count(*)::int AS total FROM blog_comment WHERE post_id = ANY($1::int[]) AND status = 2 GROUP BY post_id`,
    [postIds]
  );
  return new Map(rows.map((r) => [r.post_id, r.total]));
}

export async function insertBlogComment(
  db: Queryable,
  comment: Pick<BlogCommentRow, 'post_id' | 'store_id' | 'status' | 'customer_id' | 'name' | 'email' | 'message' | 'reply_to'> & { created_at?: Date }
): Promise<BlogCommentRow> {
  const row = await db.one<BlogCommentRow>(
    `INSERT INTO blog_comment (post_id, store_id, status, customer_id, name, email, message, reply_to, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9, now()), COALESCE($9, now())) RETURNING ${COMMENT_COLUMNS}`,
    [comment.post_id, comment.store_id, comment.status, comment.customer_id, comment.name, comment.email, comment.message,
     comment.reply_to, comment.created_at ?? null]
  );
  return row!;
}

const TWIN_TABLES = { post: 'blog_post', category: 'blog_category', tag: 'blog_tag' } as const;
const TWIN_VISIBLE = { post: 't.status = 2 AND t.published_at <= now()', category: 't.status = 1', tag: 'TRUE' } as const;
export type BlogTwinKind = keyof typeof TWIN_TABLES;

/** The URL key of the same post, category or tag in another store view (twins share twin_key), if shown there. */
export async function findBlogTwinUrlKey(db: Queryable, kind: BlogTwinKind, fromStoreId: number, urlKey: string, toStoreId: number): Promise<string | null> {
  const table = TWIN_TABLES[kind];
  const row = await db.one<{ url_key: string }>(
    `SELECT t.url_key FROM ${table} s JOIN ${table} t ON t.twin_key = s.twin_key AND t.store_id = $3
      WHERE s.store_id = $1 AND s.url_key = $2 AND ${TWIN_VISIBLE[kind]} LIMIT 1`,
    [fromStoreId, urlKey, toStoreId]
  );
  return row?.url_key ?? null;
}

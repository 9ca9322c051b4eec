/**
 * Blog URLs: /blog (ALL), /blog/category/{url_key}, /blog/tag/{url_key},
 * /blog/author/{url_key}, /blog/post/{url_key} and /blog/search?query=…; a post also opens at
 * /blog/{url_key}. Paging with ?page=N. Paths are inside the store view ('/en' is prefixed by callers).
 * The paths the blog links to are built by src/lib/blogPaths.
 */
export type BlogListKind = 'ALL' | 'CATEGORY' | 'AUTHOR' | 'TAG' | 'SEARCH';
export type BlogView = { kind: BlogListKind; key: string; page: number; query: string } | { kind: 'POST'; key: string; postId?: number };

const PREFIXES = { category: 'CATEGORY', tag: 'TAG', author: 'AUTHOR' } as const;

export function parseBlogRoute(slug: string | undefined, id: string | undefined, search: string): BlogView {
  const params = new URLSearchParams(search);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = (params.get('query') ?? params.get('q') ?? '').trim();
  if (!slug) return { kind: 'ALL', key: '', page, query: '' };
  const prefix = slug.toLowerCase();
  if (prefix === 'search') return { kind: 'SEARCH', key: '', page, query };
  if (prefix in PREFIXES && id) return { kind: PREFIXES[prefix as keyof typeof PREFIXES], key: id, page, query: '' };
  if (prefix === 'post' && id) return { kind: 'POST', key: id.replace(/\.html$/, '') };
  // /blog/{url_key} or /blog/{url_key}/{post id}
  const postId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  return { kind: 'POST', key: slug.replace(/\.html$/, ''), ...(postId ? { postId } : {}) };
}

/** The comment author's name, or 'Guest'. */
export const GUEST_AUTHOR = 'Guest';
export function commentAuthor(name: string | null | undefined, guestLabel: string = GUEST_AUTHOR): string {
  return name?.trim() || guestLabel;
}

/** Only approved comments are shown (status 2; 1 pending, 3 rejected). */
export const COMMENT_STATUS = { PENDING: '1', APPROVED: '2', REJECTED: '3' } as const;

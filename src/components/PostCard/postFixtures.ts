// Test data: blog posts as their cards ask for them (BlogPostSummary), for the tests of the blog's lists
// and of the home page's blog carousel.

export const blogPost = (id: number, title: string) => ({
  __typename: 'AmBlogPost' as const,
  post_id: id,
  title,
  url_key: `post-${id}`,
  short_content: `<p>About ${title}</p>`,
  published_at: '2026-11-19 02:36:31',
  list_thumbnail: `/media/amasty/blog/en/post-${id}.jpg`,
  list_thumbnail_alt: title,
  comment_count: 0,
  author: { __typename: 'AmBlogAuthor' as const, author_id: 1, name: 'Andreea Popescu', url_key: 'andreea-popescu' }
});

/** One page of posts (AmBlogPosts), all on it. */
export const blogPosts = (items: Array<ReturnType<typeof blogPost>>) => ({
  __typename: 'AmBlogPosts' as const,
  all_post_size: items.length,
  total_divided_by_visible: 1,
  items
});

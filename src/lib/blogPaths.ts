// Blog paths inside the store view ('/en' is prefixed by callers): the blog's pages, the post cards and
// the home page's blog carousel link with these (src/features/blog/blogRoute reads them back).
export const blogPaths = {
  home: () => '/blog',
  category: (urlKey: string) => `/blog/category/${encodeURIComponent(urlKey)}`,
  tag: (urlKey: string) => `/blog/tag/${encodeURIComponent(urlKey)}`,
  author: (urlKey: string) => `/blog/author/${encodeURIComponent(urlKey)}`,
  post: (urlKey: string) => `/blog/post/${encodeURIComponent(urlKey)}`,
  search: (query: string) => `/blog/search?query=${encodeURIComponent(query)}`
};

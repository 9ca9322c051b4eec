// The blog feature's public surface. The blog route component (BlogPage) is loaded lazily by the app
// by path, so it is not re-exported here.
export { default as BlogCarousel } from './BlogCarousel/BlogCarousel';
export { blogPaths, parseBlogRoute, commentAuthor, GUEST_AUTHOR } from './blogRoute';
export type { BlogView, BlogListKind } from './blogRoute';

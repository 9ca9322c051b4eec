// A blog post's card (cover, date, title, excerpt, author), shown by the blog's lists and the home
// page's blog carousel; its fields are the BlogPostSummary fragment (postCard.graphql).
export { default } from './PostCard';
export type { BlogPostSummaryFragment } from './postCard.generated';

import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { blogPost, blogPosts } from '../../components/PostCard/postFixtures';
import { GetBlogAuthorDocument, GetBlogCommentsDocument, GetBlogPostDocument, GetBlogPostsDocument, GetBlogSettingDocument, GetBlogSidebarDocument, SearchBlogPostsDocument } from './blog.generated';
import BlogPage from './BlogPage/BlogPage';
import { commentAuthor, parseBlogRoute } from './blogRoute';
import { approvedComments } from './BlogPost/useBlogPost';


const common = [
  { request: { query: GetBlogSettingDocument }, result: { data: { amBlogSetting: { __typename: 'AmBlogSetting', display_settings_label: 'Blog', display_settings_display_at_category: true, list_count_per_page: 9, comments_use_comments: true, comments_allow_guests: true, comments_autoapprove: false, comments_ask_email: true, comments_ask_name: true, post_display_author: true, post_display_tags: true, post_helpful: true, search_engine_title: 'GNC Blog', search_engine_meta_description: 'Articles' } } }, maxUsageCount: 5 },
  { request: { query: GetBlogSidebarDocument }, result: { data: { amBlogCategories: { __typename: 'AmBlogCategories', items: [{ __typename: 'AmBlogCategory', category_id: 6, name: 'Nutrition', url_key: 'nutrition', parent_id: '0', path: '6', sort_order: '1', post_count: 6 }] }, amBlogTags: { __typename: 'AmBlogTags', items: [{ __typename: 'AmBlogTag', tag_id: 11, name: 'protein', url_key: 'protein', post_count: 6 }] } } }, maxUsageCount: 5 }
];

function renderBlog(path: string, mocks: unknown[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/en/blog/:slug?/:id?" element={<BlogPage />} />
    </Routes>,
    { route: path, mocks: [...common, ...(mocks as never[])] }
  );
}

describe('blog routes', () => {
  it('reads the list kinds and the post from the path', () => {
    expect(parseBlogRoute(undefined, undefined, '')).toEqual({ kind: 'ALL', key: '', page: 1, query: '' });
    expect(parseBlogRoute('category', 'nutrition', '?page=2')).toEqual({ kind: 'CATEGORY', key: 'nutrition', page: 2, query: '' });
    expect(parseBlogRoute('tag', 'protein', '')).toMatchObject({ kind: 'TAG', key: 'protein' });
    expect(parseBlogRoute('author', 'andreea-popescu', '')).toMatchObject({ kind: 'AUTHOR', key: 'andreea-popescu' });
    expect(parseBlogRoute('search', undefined, '?query=whey')).toMatchObject({ kind: 'SEARCH', query: 'whey' });
    expect(parseBlogRoute('post', 'how-much-protein', '')).toEqual({ kind: 'POST', key: 'how-much-protein' });
    expect(parseBlogRoute('some-post', '7', '')).toEqual({ kind: 'POST', key: 'some-post', postId: 7 });
  });

  it("falls back to 'Guest' for a comment without a name and shows approved comments only", () => {
    expect(commentAuthor('  ')).toBe('Guest');
    expect(commentAuthor(null)).toBe('Guest');
    expect(commentAuthor('Radu')).toBe('Radu');
    const base = { __typename: 'AmBlogComment' as const, message: 'x', created_at: null, reply_to: null, name: null };
    expect(approvedComments([{ ...base, comment_id: 1, status: '2' }, { ...base, comment_id: 2, status: '1' }, { ...base, comment_id: 3, status: '3' }]).map((c) => c.comment_id)).toEqual([1]);
  });
});

describe('BlogPage', () => {
  it('lists all posts under the blog label', async () => {
    renderBlog('/en/blog', [{ request: { query: GetBlogPostsDocument, variables: { type: 'ALL', page: 1 } }, result: { data: { amBlogPosts: blogPosts([blogPost(1, 'Protein basics'), blogPost(2, 'Creatine guide')]) } } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Protein basics' })).toHaveAttribute('href', '/en/blog/post/post-1');
    expect(await screen.findByRole('link', { name: 'Nutrition' })).toHaveAttribute('href', '/en/blog/category/nutrition');
  });

  it("titles a search 'Search results for' and an author list 'More from'", async () => {
    const { unmount } = renderBlog('/en/blog/search?query=whey', [
      { request: { query: SearchBlogPostsDocument, variables: { query: 'whey', page: 1 } }, result: { data: { amBlogPostsSearch: blogPosts([blogPost(3, 'Whey 101')]) } } }
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for "whey"' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Whey 101' })).toBeInTheDocument();
    unmount();
    renderBlog('/en/blog/author/andreea-popescu', [
      { request: { query: GetBlogAuthorDocument, variables: { urlKey: 'andreea-popescu' } }, result: { data: { amBlogAuthor: { __typename: 'AmBlogAuthor', author_id: 1, name: 'Andreea Popescu', url_key: 'andreea-popescu', short_description: '' } } } },
      { request: { query: GetBlogPostsDocument, variables: { type: 'AUTHOR', page: 1, entityId: 1 } }, result: { data: { amBlogPosts: blogPosts([blogPost(1, 'Protein basics')]) } } }
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'More from Andreea Popescu' })).toBeInTheDocument();
  });

  it("titles a tag list 'Posts tagged'", async () => {
    renderBlog('/en/blog/tag/protein', [{ request: { query: GetBlogPostsDocument, variables: { type: 'TAG', page: 1, entityId: 11 } }, result: { data: { amBlogPosts: blogPosts([blogPost(1, 'Protein basics')]) } } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Posts tagged "protein"' })).toBeInTheDocument();
  });

  it("shows a post with its approved comments, 'Guest' when a comment has no name, and the comment form", async () => {
    renderBlog('/en/blog/post/post-1', [
      { request: { query: GetBlogPostDocument, variables: { urlKey: 'post-1' } }, result: { data: { amBlogPost: { ...blogPost(1, 'Protein basics'), full_content: '<p>Full text</p>', meta_title: 'Protein basics', meta_description: 'About', post_thumbnail: null, post_thumbnail_alt: null, comments_enabled: '1', tags: [], vote: { __typename: 'AmBlogVoteData', plus: 3, minus: 1 } } } } },
      { request: { query: GetBlogCommentsDocument, variables: { postId: 1 } }, result: { data: { amBlogComments: { __typename: 'AmBlogComments', items: [
        { __typename: 'AmBlogComment', comment_id: 10, name: 'Radu', message: 'Clear, thanks!', created_at: '2026-11-21 16:36:31', status: '2', reply_to: null },
        { __typename: 'AmBlogComment', comment_id: 11, name: '', message: 'Anonymous note', created_at: '2026-11-21 17:36:31', status: '2', reply_to: null }
      ] } } } }
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Protein basics' })).toBeInTheDocument();
    expect(await screen.findByText('Anonymous note')).toBeInTheDocument();
    expect(screen.getByText('Guest')).toBeInTheDocument();
    expect(screen.getByText('Radu')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    expect(await screen.findByText('Full text')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import BlogCarousel from './BlogCarousel';
import { GetHomeBlogPostsDocument } from './blogCarousel.generated';

const post = (id: number, title: string) => ({
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

function postsMock(items: Array<ReturnType<typeof post>>) {
  return {
    request: { query: GetHomeBlogPostsDocument },
    result: { data: { amBlogPosts: { __typename: 'AmBlogPosts', all_post_size: items.length, total_divided_by_visible: 1, items } } }
  };
}

describe('BlogCarousel', () => {
  it("shows the latest posts as the blog's cards, with a link to the blog", async () => {
    renderWithProviders(<BlogCarousel />, { route: '/en', mocks: [postsMock([post(1, 'Protein basics'), post(2, 'Creatine guide')])] });
    const section = screen.getByRole('region', { name: 'From the blog' });
    expect(within(section).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/en/blog');
    expect(await within(section).findByRole('heading', { level: 3, name: 'Protein basics' })).toBeInTheDocument();
    // One slide shows on a narrow screen: the next is there, out of view.
    expect(within(section).getByRole('heading', { level: 3, name: 'Creatine guide', hidden: true })).toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: /Protein basics/ })[0]).toHaveAttribute('href', '/en/blog/post/post-1');
  });

  it('renders nothing when the blog has no posts', async () => {
    const { container } = renderWithProviders(<BlogCarousel />, { route: '/en', mocks: [postsMock([])] });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});

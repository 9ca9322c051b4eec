import { screen, waitFor, within } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import { blogPost, blogPosts } from '../../../components/PostCard/postFixtures';
import BlogCarousel from './BlogCarousel';
import { GetHomeBlogPostsDocument } from './blogCarousel.generated';


function postsMock(items: Array<ReturnType<typeof blogPost>>) {
  return { request: { query: GetHomeBlogPostsDocument }, result: { data: { amBlogPosts: blogPosts(items) } } };
}

describe('BlogCarousel', () => {
  it("shows the latest posts as the blog's cards, with a link to the blog", async () => {
    renderWithProviders(<BlogCarousel />, { route: '/en', mocks: [postsMock([blogPost(1, 'Protein basics'), blogPost(2, 'Creatine guide')])] });
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

import { screen } from '@testing-library/react';

import { renderWithProviders } from '../../../app/testing/renderWithProviders';
import SearchPage from './SearchPage';

describe('SearchPage head', () => {
  it('titles the page with the query and keeps results out of search engines (robots in the head)', async () => {
    const { unmount } = renderWithProviders(<SearchPage />, { route: '/en/search.html?query=whey' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “whey”' })).toBeInTheDocument();
    expect(document.title).toBe('Search results for “whey”');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.body.querySelector('title, meta')).toBeNull();
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

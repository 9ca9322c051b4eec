import { waitFor } from '@testing-library/react';

import { renderWithProviders } from '../../app/testing/renderWithProviders';
import { CustomUrlRedirectDocument } from '../storeView/customUrlRedirect.generated';
import type { DocumentHead } from './useDocumentHead';
import { usePageHead } from './usePageHead';

function Page(props: DocumentHead) {
  usePageHead(props);
  return null;
}

const alternates = () => [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);

describe('usePageHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it("names the canonical URL's twin in each view once the store has named it, as the EN / RO switch finds it", async () => {
    renderWithProviders(<Page title="Proteine" canonical="/proteine.html?page=2" />, {
      route: '/proteine.html?page=2&brand=5',
      mocks: [
        {
          request: { query: CustomUrlRedirectDocument, variables: { url: '/proteine.html' } },
          result: { data: { customUrlRedirect: { __typename: 'CustomUrlRedirect', rourlredirect: '/proteine.html', enurlredirect: '/en/proteins.html' } } }
        }
      ]
    });
    // No guess meanwhile (the English URL key is another).
    expect(alternates()).toEqual([]);
    await waitFor(() =>
      expect(alternates()).toEqual([
        ['ro-RO', 'http://localhost/proteine.html?page=2'],
        ['en-US', 'http://localhost/en/proteins.html?page=2'],
        ['x-default', 'http://localhost/proteine.html?page=2']
      ])
    );
  });

  it('names the home pages at once, and none for a page the other view does not have', async () => {
    const { unmount } = renderWithProviders(<Page title="GNC" canonical="/en" />, { route: '/en' });
    expect(alternates()).toEqual([
      ['ro-RO', 'http://localhost/'],
      ['en-US', 'http://localhost/en'],
      ['x-default', 'http://localhost/']
    ]);
    unmount();
    const answered = jest.fn(() => ({ data: { customUrlRedirect: { __typename: 'CustomUrlRedirect', rourlredirect: '/doar-romana.html', enurlredirect: null } } }));
    renderWithProviders(<Page title="Doar română" canonical="/doar-romana.html" />, {
      route: '/doar-romana.html',
      mocks: [{ request: { query: CustomUrlRedirectDocument, variables: { url: '/doar-romana.html' } }, result: answered }]
    });
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alternates()).toEqual([]);
  });

  it('names none for a page without a canonical URL', () => {
    renderWithProviders(<Page title="Coș" robots="noindex" />, { route: '/cart' });
    expect(alternates()).toEqual([]);
  });
});

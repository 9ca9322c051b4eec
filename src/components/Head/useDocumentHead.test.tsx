import { render } from '@testing-library/react';

import { toMetaDescription, useDocumentHead, type DocumentHead } from './useDocumentHead';

function Page(props: DocumentHead) {
  useDocumentHead(props);
  return null;
}

function description(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}

describe('useDocumentHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Static shop description">';
    document.title = 'GNC România';
  });

  it('sets title, description, canonical, robots and JSON-LD, and restores them on unmount', () => {
    const { unmount } = render(
      <Page
        title="Whey Protein"
        description="<p>Best&nbsp;whey   <b>ever</b></p>"
        canonical="/en/whey-protein.html"
        robots="noindex"
        jsonLd={{ '@type': 'Product', name: 'Whey </script>' }}
      />
    );
    expect(document.title).toBe('Whey Protein');
    expect(description()).toBe('Best whey ever');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/en/whey-protein.html'
    );
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).toContain('\\u003c/script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({ '@type': 'Product', name: 'Whey </script>' });

    unmount();
    expect(document.title).toBe('GNC România');
    expect(description()).toBe('Static shop description');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('takes over the head the server wrote for the first page: leaving it puts back what index.html had', () => {
    // As server/pageData.ts writes it: the page's values, index.html's in the marker.
    document.head.innerHTML =
      '<title data-server-head="GNC România">Whey Protein</title>' +
      '<meta name="description" content="Best whey ever" data-server-head="Static shop description">' +
      '<link rel="canonical" href="http://localhost/en/whey-protein.html" data-server-head="">' +
      '<meta name="robots" content="noindex" data-server-head="">';
    const { unmount } = render(<Page title="Whey Protein" description="Best whey ever" canonical="/en/whey-protein.html" robots="noindex" />);
    expect(document.title).toBe('Whey Protein');
    expect(document.head.querySelectorAll('link[rel="canonical"], meta[name="robots"], meta[name="description"]')).toHaveLength(3);
    expect(document.head.querySelector('[data-server-head]')).toBeNull();
    unmount();
    expect(document.title).toBe('GNC România');
    expect(description()).toBe('Static shop description');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('updates when the values change and leaves the head alone while they are unknown', () => {
    const { rerender } = render(<Page title={undefined} description={null} />);
    expect(document.title).toBe('GNC România');
    expect(description()).toBe('Static shop description');
    rerender(<Page title="Vitamins" canonical="https://shop.example/vitamine.html#top" />);
    expect(document.title).toBe('Vitamins');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/vitamine.html'
    );
    rerender(<Page title="Minerals" canonical="/minerale.html" />);
    expect(document.title).toBe('Minerals');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/minerale.html');
  });

  it('writes the link preview and the hreflang twins of the canonical URL, and takes them over from the server', () => {
    document.documentElement.lang = 'en-US';
    // As server/pageData.ts writes the first page's: its own elements, marked ''.
    document.head.innerHTML +=
      '<link rel="alternate" hreflang="ro-RO" href="http://localhost/old.html" data-server-head="">' +
      '<meta property="og:type" content="website" data-server-head="">' +
      '<script type="application/ld+json" data-server-head="">{"@type":"Organization"}</script>';
    const { unmount } = render(
      <Page
        title="Whey"
        description="Pure whey"
        canonical="/en/whey.html"
        share={{ type: 'product', image: '/media/whey.jpg?width=1200' }}
        alternates={[
          { hreflang: 'ro-RO', href: '/zer.html' },
          { hreflang: 'en-US', href: '/en/whey.html' }
        ]}
        jsonLd={{ '@type': 'Product', name: 'Whey' }}
      />
    );
    const meta = (key: string) => document.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(meta('og:type')).toBe('product');
    expect(meta('og:title')).toBe('Whey');
    expect(meta('og:description')).toBe('Pure whey');
    expect(meta('og:url')).toBe('http://localhost/en/whey.html');
    expect(meta('og:image')).toBe('http://localhost/media/whey.jpg?width=1200');
    expect(meta('og:locale')).toBe('en_US');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['ro-RO', 'http://localhost/zer.html'],
      ['en-US', 'http://localhost/en/whey.html']
    ]);
    // The server's structured data gives way to the page's.
    expect([...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent)).toEqual(['{"@type":"Product","name":"Whey"}']);
    expect(document.head.querySelector('[data-server-head]')).toBeNull();

    unmount();
    expect(document.head.querySelector('link[rel="alternate"], meta[property], meta[name="twitter:card"], script')).toBeNull();
    document.documentElement.lang = '';
  });

  it("drops what the server added for the first page when that page goes, even what no page took over", () => {
    document.head.innerHTML +=
      '<link rel="canonical" href="http://localhost/en/whey.html" data-server-head="">' +
      '<link rel="alternate" hreflang="ro-RO" href="http://localhost/zer.html" data-server-head="">';
    const { unmount } = render(<Page title="Whey" canonical="/en/whey.html" />);
    // The page could not name its twins (a store that cannot say): the server's stay while it shows.
    expect(document.head.querySelector('link[rel="alternate"]')).not.toBeNull();
    unmount();
    render(<Page title="Vitamins" canonical="/en/vitamins.html" />);
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect([...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))).toEqual(['http://localhost/en/vitamins.html']);
  });

  it('names no twins without a canonical URL', () => {
    render(<Page title="Cart" alternates={[{ hreflang: 'ro-RO', href: '/cart' }]} />);
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('cuts long descriptions at a word boundary', () => {
    const long = `${'word '.repeat(80)}end`;
    const result = toMetaDescription(long);
    expect(result.length).toBeLessThanOrEqual(300);
    expect(result.endsWith('word…')).toBe(true);
  });
});

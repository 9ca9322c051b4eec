import { render, screen, within } from '@testing-library/react';

import HtmlText from './HtmlText';
import { readSimpleHtml, writeSimpleHtml } from './simpleHtml';

describe('readSimpleHtml', () => {
  it('reads formatted text: paragraphs, emphasis, lists, headings and links', () => {
    expect(readSimpleHtml('<p>Whey <strong>isolate</strong><br>fast</p><ul><li>one</li></ul>')).toEqual([
      { tag: 'p', children: ['Whey ', { tag: 'strong', children: ['isolate'] }, { tag: 'br', children: [] }, 'fast'] },
      { tag: 'ul', children: [{ tag: 'li', children: ['one'] }] }
    ]);
    expect(readSimpleHtml('<h2>T</h2><p><a href="/proteine.html" title="More">more</a> <a href="https://x.ro" target="_blank">x</a></p>')).toEqual([
      { tag: 'h2', children: ['T'] },
      {
        tag: 'p',
        children: [
          { tag: 'a', href: '/proteine.html', title: 'More', children: ['more'] },
          ' ',
          { tag: 'a', href: 'https://x.ro', newTab: true, children: ['x'] }
        ]
      }
    ]);
    expect(readSimpleHtml('plain text &amp; more<!-- note -->')).toEqual(['plain text & more']);
    expect(readSimpleHtml('<div class="note"><p>x</p></div>')).toEqual([{ tag: 'div', className: 'note', children: [{ tag: 'p', children: ['x'] }] }]);
  });

  it('writes what it read back as HTML, escaped', () => {
    const nodes = readSimpleHtml('<p class="a&quot;b">1 &lt; 2 &amp; <a href="/x?a=1&amp;b=&quot;2&quot;" title="t">x</a><br></p>');
    expect(writeSimpleHtml(nodes!)).toBe('<p class="a&quot;b">1 &lt; 2 &amp; <a href="/x?a=1&amp;b=&quot;2&quot;" title="t">x</a><br></p>');
  });

  it('answers null for anything richer or unsafe, which DOMPurify then takes', () => {
    for (const html of [
      '<script>steal()</script>',
      '<p onclick="steal()">x</p>',
      '<p style="color:red">x</p>',
      '<img src="x" onerror="steal()">',
      '<a href="javascript:steal()">x</a>',
      '<a href="//evil.example/">x</a>',
      '<a href="/\\evil.example/">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<a href="/" target="top">x</a>',
      '<div data-content-type="row"><p>x</p></div>',
      '<style>p{}</style><p>x</p>',
      '<iframe src="https://x.ro"></iframe>',
      '<svg><a href="/">x</a></svg>',
      `<p>${'x'.repeat(20_001)}</p>`
    ]) {
      expect(readSimpleHtml(html)).toBeNull();
    }
  });
});

describe('HtmlText', () => {
  it('renders simple text as elements at once, links with a safe opener', () => {
    render(<HtmlText className="text" html={'<p>Proteine <em>din zer</em>. <a href="https://x.ro" target="_blank" rel="opener">Află mai multe</a></p>'} />);
    const paragraph = screen.getByText(/Proteine/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.parentElement).toHaveClass('text');
    expect(within(paragraph).getByText('din zer').tagName).toBe('EM');
    const link = screen.getByRole('link', { name: 'Află mai multe' });
    expect(link).toHaveAttribute('href', 'https://x.ro');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('sanitises richer HTML with DOMPurify, loaded on demand', async () => {
    const { container } = render(<HtmlText html={'<div class="box" onclick="steal()"><p>Rich</p><script>steal()</script></div>'} />);
    expect(await screen.findByText('Rich')).toBeInTheDocument();
    expect(container.querySelector('.box')).not.toBeNull();
    expect(container.innerHTML).not.toContain('onclick');
    expect(container.innerHTML).not.toContain('<script');
  });
});

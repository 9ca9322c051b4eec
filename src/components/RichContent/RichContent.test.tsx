import { render, screen } from '@testing-library/react';

import RichContent, { backgroundImageStyle, sanitizeHtml } from './RichContent';

describe('RichContent', () => {
  it('removes scripts and event handlers but keeps Page Builder markup', () => {
    const clean = sanitizeHtml(
      '<style>#html-body [data-pb-style=A]{margin:0}</style><div data-content-type="row" data-pb-style="A" onclick="steal()"><p>Hi</p><script>steal()</script><img src="x" onerror="steal()"></div>'
    );
    expect(clean).toContain('<style>');
    expect(clean).toContain('data-content-type="row"');
    expect(clean).not.toContain('onclick');
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('onerror');
  });

  it('protects the opener of links opening a new tab', () => {
    render(<RichContent html={'<a href="https://example.com" target="_blank">out</a>'} />);
    expect(screen.getByRole('link', { name: 'out' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('turns Page Builder background images into a background, only for plain URLs', () => {
    expect(backgroundImageStyle('{"desktop_image":"/media/a.jpg","mobile_image":"/media/b.jpg"}', false)).toBe(
      'background-image: url("/media/a.jpg");'
    );
    expect(backgroundImageStyle('{"desktop_image":"/media/a.jpg","mobile_image":"/media/b.jpg"}', true)).toBe(
      'background-image: url("/media/b.jpg");'
    );
    expect(backgroundImageStyle('{"desktop_image":"javascript:alert(1)"}', false)).toBeUndefined();
    expect(backgroundImageStyle('{"desktop_image":"/a.jpg\\");x:url(\\"y"}', false)).toBeUndefined();
    expect(backgroundImageStyle('not json', false)).toBeUndefined();
  });
});

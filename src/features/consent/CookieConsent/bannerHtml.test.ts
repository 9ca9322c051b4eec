import { loadSanitizer } from '../../../lib/sanitizer';
import { needsSanitizer, prepareBannerHtml } from './bannerHtml';

describe('prepareBannerHtml', () => {
  it('writes simple formatted text back from its allowed elements, escaped, without the sanitiser', () => {
    const source = '<div class="cookie-consent-text"><p><strong>Folosim cookie-uri</strong> &amp; &lt;altele&gt;</p><p>A "b"</p></div>';
    expect(needsSanitizer(source)).toBe(false);
    expect(prepareBannerHtml(source, '/politica-de-cookies')).toBe(source);
    expect(prepareBannerHtml('<p><a href="https://x.ro" target="_blank">x</a></p>', '/p')).toBe(
      '<p><a href="https://x.ro" target="_blank" rel="noopener noreferrer">x</a></p>'
    );
  });

  it('sanitises anything else once the sanitiser is there, and has nothing to show until then', async () => {
    const source = '<p onclick="steal()">Hi<script>steal()</script><img src="x" onerror="steal()"></p>';
    expect(needsSanitizer(source)).toBe(true);
    expect(prepareBannerHtml(source, '/politica-de-cookies')).toBeNull();
    const sanitize = await loadSanitizer();
    expect(prepareBannerHtml(source, '/politica-de-cookies', sanitize)).toBe('<p>Hi<img src="x"></p>');
  });

  it('drops the text’s own link to the cookie policy of the view, with its now empty paragraph', () => {
    const source =
      '<div><p>We use cookies. See the <a href="/en/politica-de-confidentialitate">privacy policy</a>.</p>' +
      '<p><a href="/en/politica-de-cookies">Read more in our Cookie Policy</a></p></div>';
    expect(prepareBannerHtml(source, '/en/politica-de-cookies')).toBe(
      '<div><p>We use cookies. See the <a href="/en/politica-de-confidentialitate">privacy policy</a>.</p></div>'
    );
  });

  it('keeps a policy link of another view or another host, and one inside a sentence', () => {
    const source =
      '<p><a href="/politica-de-cookies">Politica</a></p><p><a href="https://other.example/en/politica-de-cookies">Other</a></p>' +
      '<p>See also <a href="/en/politica-de-cookies/">the policy</a>.</p>';
    expect(prepareBannerHtml(source, '/en/politica-de-cookies')).toBe(source);
  });

  it('drops a bare top-level policy link (trailing slash or not)', () => {
    expect(prepareBannerHtml('<p>Text</p><a href="/en/politica-de-cookies/">Policy</a>', '/en/politica-de-cookies')).toBe('<p>Text</p>');
  });
});

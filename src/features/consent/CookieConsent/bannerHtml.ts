// The store's banner HTML, ready for the DOM: sanitised (DOMPurify, DESIGN §3), and without a paragraph
// that is nothing but a link to the cookie policy page: the banner's 'More details' link already is
// one (two links to one page, one after the other, only lengthen the banner on a phone). A policy link
// inside a sentence stays.
import { sanitizeHtml } from '../../../components/RichContent';
import { isExternalUrl, toRelativeUrl } from '../../../lib/url';

export function prepareBannerHtml(html: string, policyPath: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitizeHtml(html);
  template.content.querySelectorAll('a[href]').forEach((anchor) => {
    const href = anchor.getAttribute('href') ?? '';
    if (isExternalUrl(href) || toRelativeUrl(href).replace(/\/$/, '') !== policyPath) return;
    const parent = anchor.parentElement;
    if (!parent) {
      // A bare link at the top level.
      anchor.remove();
      return;
    }
    const standsAlone =
      parent.tagName === 'P' && parent.children.length === 1 && parent.textContent?.trim() === anchor.textContent?.trim();
    if (standsAlone) parent.remove();
  });
  return template.innerHTML.trim();
}

// The store's banner HTML, ready for the DOM: simple formatted text written back from its allowlisted
// elements (components/RichContent/simpleHtml), anything else sanitised (DOMPurify, loaded
// only then) — and without a paragraph that is nothing but a link to the cookie policy page: the
// banner's 'More details' link already is one (two links to one page, one after the other, only
// lengthen the banner on a phone). A policy link inside a sentence stays.
import { readSimpleHtml, writeSimpleHtml } from '../../../components/RichContent/simpleHtml';
import type { Sanitize } from '../../../lib/sanitizer';
import { isExternalUrl, toRelativeUrl } from '../../../lib/url';

/** Whether the HTML needs DOMPurify (it is not simple formatted text). */
export function needsSanitizer(html: string): boolean {
  return readSimpleHtml(html) === null;
}

/** The banner's HTML; null while HTML that needs the sanitiser waits for it. */
export function prepareBannerHtml(html: string, policyPath: string, sanitize?: Sanitize): string | null {
  const simple = readSimpleHtml(html);
  const safe = simple ? writeSimpleHtml(simple) : sanitize?.(html);
  if (safe === undefined) return null;
  const template = document.createElement('template');
  template.innerHTML = safe;
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

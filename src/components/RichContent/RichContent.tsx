// CMS and Page Builder HTML, sanitised with DOMPurify before it reaches the DOM.
// Imported only by lazily loaded route components, so DOMPurify stays out of the first load.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

export interface RichContentProps {
  html: string;
  className?: string;
}

let hooksInstalled = false;

const SAFE_IMAGE_URL = /^(\/|https?:\/\/)[\w\-./:%?=&~+,]*$/i;

/**
 * Page Builder keeps background images in data-background-images ({"desktop_image": …,
 * "mobile_image": …}); until the Page Builder renderer handles them, they become an inline
 * background-image (only plain same-site or http(s) URLs).
 */
export function backgroundImageStyle(json: string, narrow: boolean): string | undefined {
  try {
    const images = JSON.parse(json.replace(/\\"/g, '"')) as { desktop_image?: unknown; mobile_image?: unknown };
    const url = (narrow && images.mobile_image) || images.desktop_image || images.mobile_image;
    if (typeof url !== 'string' || !SAFE_IMAGE_URL.test(url)) return undefined;
    return `background-image: url("${url}");`;
  } catch {
    return undefined;
  }
}

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    // Links opening a new tab must not hand the opener to the other page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    const backgrounds = node.getAttribute('data-background-images');
    if (backgrounds && backgrounds !== '{}') {
      const narrow = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 768px)').matches;
      const style = backgroundImageStyle(backgrounds, Boolean(narrow));
      if (style) node.setAttribute('style', `${node.getAttribute('style') ?? ''}${style}`);
    }
  });
}

export function sanitizeHtml(html: string): string {
  installHooks();
  // Page Builder markup keeps its data-* attributes, inline styles and its leading <style> block
  // (FORCE_BODY stops the parser from moving it out); scripts and event handlers go.
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['form'], FORCE_BODY: true });
}

export default function RichContent({ html, className }: RichContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

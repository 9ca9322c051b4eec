/**
 * DOMPurify, loaded on demand: CMS content needs it, the first paint of other pages does not. The
 * chunk starts downloading as soon as this module is evaluated by a content page (in parallel with
 * the page's query), and the renderer waits for it before showing any HTML.
 */
import type { default as DOMPurify } from 'dompurify';
import { useEffect, useState } from 'react';

export type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;
let pending: Promise<Sanitize> | undefined;

function createSanitize(purify: typeof DOMPurify): Sanitize {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Links opening a new tab must not hand the opener to the other page.
    if (node instanceof Element && node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html: string) =>
    purify.sanitize(html, {
      ADD_ATTR: ['target'],
      // Forms, frames and styles are not the merchant's text: iframes come through the video type only.
      FORBID_TAGS: ['form', 'style', 'iframe', 'frame', 'object', 'embed', 'input', 'button', 'select', 'textarea'],
      FORBID_ATTR: ['srcset'],
      FORCE_BODY: true
    });
}

export function loadSanitizer(): Promise<Sanitize> {
  if (loaded) return Promise.resolve(loaded);
  pending ??= import(/* webpackChunkName: "sanitizer" */ 'dompurify').then(
    (module) => {
      loaded = createSanitize(module.default);
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    }
  );
  return pending;
}

/**
 * The sanitiser once loaded (undefined meanwhile); a failed download is retried on the next mount.
 * Loaded only while `needed`.
 */
export function useSanitizer(needed = true): Sanitize | undefined {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => loaded);
  useEffect(() => {
    if (sanitize || !needed) return undefined;
    let active = true;
    loadSanitizer().then(
      (fn) => active && setSanitize(() => fn),
      () => undefined
    );
    return () => {
      active = false;
    };
  }, [sanitize, needed]);
  return sanitize;
}

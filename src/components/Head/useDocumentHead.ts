// Document head per page: title, meta description, canonical link, robots and JSON-LD. Written to
// document.head directly (not React 19's hoisted <title>/<meta>) so that the static description of
// index.html is replaced instead of duplicated, and so that leaving the page restores the previous values.
import { useEffect } from 'react';

import type { ServerHeadAttribute } from '../../../shared/pagePlanner';

export type JsonLd = Record<string, unknown>;

export interface DocumentHead {
  /** Page title; empty/undefined leaves the current title alone. */
  title?: string | null;
  /** Meta description; plain text (HTML tags are stripped, whitespace collapsed, cut at 300 characters). */
  description?: string | null;
  /** Canonical URL: an absolute URL or a path ('/en/whey.html'), resolved against the current origin. */
  canonical?: string | null;
  /** e.g. 'noindex' for search results. */
  robots?: string | null;
  /** Structured data, one <script type="application/ld+json"> per object. */
  jsonLd?: JsonLd | ReadonlyArray<JsonLd> | null;
  /**
   * The page's twins in the other store views (hreflang → path or URL), written as
   * <link rel="alternate" hreflang>: only beside a canonical URL.
   */
  alternates?: ReadonlyArray<Alternate> | null;
  /** The link preview (Open Graph, Twitter card): its title, description and URL are the page's own. */
  share?: ShareCard | null;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface ShareCard {
  /** og:type */
  type: 'website' | 'product' | 'article';
  /** A picture at least 1200 px wide (a path or URL). */
  image?: string | null;
}

/** Width of a link preview's picture (Open Graph asks for 1200 × 630 or more). */
export const SHARE_IMAGE_WIDTH = 1200;

const OWNER_ATTRIBUTE = 'data-document-head';
/**
 * What the server wrote for the first page (server/pageData.ts) carries this attribute, holding what
 * index.html had there: leaving the page puts that back rather than the first page's own values.
 */
const SERVER_HEAD: ServerHeadAttribute = 'data-server-head';

/** The value to restore for an element the server wrote (taken over once: the marker goes); undefined if it did not. */
function takeOverServerValue(element: Element | null): string | undefined {
  const original = element?.getAttribute(SERVER_HEAD);
  if (original == null) return undefined;
  element!.removeAttribute(SERVER_HEAD);
  return original;
}
const MAX_DESCRIPTION = 300;

/** HTML → plain text for a meta description. */
export function toMetaDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= MAX_DESCRIPTION) return plain;
  const cut = plain.slice(0, MAX_DESCRIPTION - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 200 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Absolute URL without hash ('/en/a.html' → 'https://shop.ro/en/a.html'). */
export function toAbsoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    const parsed = new URL(url, origin);
    parsed.hash = '';
    return parsed.toString();
  } catch {
    return url;
  }
}

type Restore = () => void;

/** Sets (creating if needed) a <meta name=…>, <meta property=…> or <link rel=…>; returns how to undo it. */
function setHeadElement(
  tag: 'meta' | 'link',
  keyAttribute: 'name' | 'rel' | 'property',
  key: string,
  valueAttribute: 'content' | 'href',
  value: string
): Restore {
  const existing = document.head.querySelector<HTMLElement>(`${tag}[${keyAttribute}="${key}"]`);
  const serverOriginal = takeOverServerValue(existing);
  if (existing && serverOriginal === '') {
    // Added by the server for the first page: this page's own element from now on. When the page
    // goes, so does whatever else the server added for it and no page has taken over (hreflang links
    // a page could not name itself, say).
    existing.setAttribute(valueAttribute, value);
    existing.setAttribute(OWNER_ATTRIBUTE, '');
    return () => {
      existing.remove();
      for (const left of document.head.querySelectorAll(`[${SERVER_HEAD}=""]`)) left.remove();
    };
  }
  if (existing) {
    const previous = serverOriginal ?? existing.getAttribute(valueAttribute);
    existing.setAttribute(valueAttribute, value);
    return () => {
      if (previous == null) existing.removeAttribute(valueAttribute);
      else existing.setAttribute(valueAttribute, previous);
    };
  }
  const element = document.createElement(tag);
  element.setAttribute(keyAttribute, key);
  element.setAttribute(valueAttribute, value);
  element.setAttribute(OWNER_ATTRIBUTE, '');
  document.head.appendChild(element);
  return () => element.remove();
}

/** Elements of which a page has several (JSON-LD, hreflang links): the server's go when the page sets its own. */
function addHeadElements(selector: string, elements: HTMLElement[]): Restore {
  for (const written of document.head.querySelectorAll(`${selector}[${SERVER_HEAD}=""]`)) written.remove();
  for (const element of elements) {
    element.setAttribute(OWNER_ATTRIBUTE, '');
    document.head.appendChild(element);
  }
  return () => {
    for (const element of elements) element.remove();
  };
}

/** og:locale from the document's language ('ro-RO' → 'ro_RO'). */
function shareLocale(): string | null {
  const lang = document.documentElement.lang;
  return lang ? lang.replace('-', '_') : null;
}

/** The link preview's tags: Open Graph, and the Twitter card (which reads the Open Graph ones). */
export function shareTags(
  share: ShareCard,
  page: { title?: string | null; description?: string | null; url?: string | null; locale?: string | null; image?: string | null }
): Array<{ key: 'property' | 'name'; name: string; content: string }> {
  const tags: Array<{ key: 'property' | 'name'; name: string; content: string }> = [];
  const property = (name: string, content: string | null | undefined) => {
    if (content) tags.push({ key: 'property', name, content });
  };
  property('og:type', share.type);
  property('og:title', page.title);
  property('og:description', page.description);
  property('og:url', page.url);
  property('og:image', page.image);
  property('og:locale', page.locale);
  tags.push({ key: 'name', name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' });
  return tags;
}

function applyHead(head: DocumentHead): Restore {
  const restores: Restore[] = [];
  const title = head.title?.trim();
  if (title) {
    const previous = takeOverServerValue(document.head.querySelector('title')) ?? document.title;
    document.title = title;
    restores.push(() => {
      document.title = previous;
    });
  }
  const description = head.description ? toMetaDescription(head.description) : '';
  if (description) restores.push(setHeadElement('meta', 'name', 'description', 'content', description));
  if (head.canonical) {
    restores.push(setHeadElement('link', 'rel', 'canonical', 'href', toAbsoluteUrl(head.canonical)));
  }
  if (head.robots) restores.push(setHeadElement('meta', 'name', 'robots', 'content', head.robots));
  if (head.share) {
    const tags = shareTags(head.share, {
      title,
      description,
      url: head.canonical ? toAbsoluteUrl(head.canonical) : null,
      locale: shareLocale(),
      image: head.share.image ? toAbsoluteUrl(head.share.image) : null
    });
    for (const tag of tags) restores.push(setHeadElement('meta', tag.key, tag.name, 'content', tag.content));
  }
  if (head.canonical && head.alternates?.length) {
    const links = head.alternates.map(({ hreflang, href }) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hreflang;
      link.href = toAbsoluteUrl(href);
      return link;
    });
    restores.push(addHeadElements('link[rel="alternate"][hreflang]', links));
  }
  const jsonLd = head.jsonLd ? (Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd]) : [];
  if (jsonLd.length > 0) {
    const scripts = (jsonLd as JsonLd[]).map((data) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = jsonLdText(data);
      return script;
    });
    restores.push(addHeadElements('script[type="application/ld+json"]', scripts));
  }
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}

/**
 * Sets the document head for the component's lifetime; values are restored when it unmounts or when
 * they change. Call it from a page's root component once its data is known (pass undefined meanwhile).
 */
export function useDocumentHead(head: DocumentHead): void {
  const { title, description, canonical, robots, jsonLd, alternates, share } = head;
  // The objects are usually rebuilt every render; compare them by value.
  const objectsKey = jsonLd || alternates || share ? JSON.stringify({ jsonLd, alternates, share }) : '';
  useEffect(() => {
    const objects = objectsKey ? (JSON.parse(objectsKey) as Pick<DocumentHead, 'jsonLd' | 'alternates' | 'share'>) : {};
    return applyHead({ title, description, canonical, robots, ...objects });
  }, [title, description, canonical, robots, objectsKey]);
}

/** JSON-LD as script text: '<' escaped, so that text in the data can never close the script element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

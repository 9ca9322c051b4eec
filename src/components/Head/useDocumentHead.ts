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
}

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

/** Sets (creating if needed) a <meta name=…> or <link rel=…>; returns how to undo it. */
function setHeadElement(
  tag: 'meta' | 'link',
  keyAttribute: 'name' | 'rel',
  key: string,
  valueAttribute: 'content' | 'href',
  value: string
): Restore {
  const existing = document.head.querySelector<HTMLElement>(`${tag}[${keyAttribute}="${key}"]`);
  const serverOriginal = takeOverServerValue(existing);
  if (existing && serverOriginal === '') {
    // Added by the server for the first page: this page's own element from now on.
    existing.setAttribute(valueAttribute, value);
    existing.setAttribute(OWNER_ATTRIBUTE, '');
    return () => existing.remove();
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
  const jsonLd = head.jsonLd ? (Array.isArray(head.jsonLd) ? head.jsonLd : [head.jsonLd]) : [];
  for (const data of jsonLd as JsonLd[]) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(OWNER_ATTRIBUTE, '');
    // '<' escaped so that text in the data can never close the script element.
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    document.head.appendChild(script);
    restores.push(() => script.remove());
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
  const { title, description, canonical, robots, jsonLd } = head;
  // The JSON-LD object is usually rebuilt every render; compare it by value.
  const jsonLdKey = jsonLd ? JSON.stringify(jsonLd) : '';
  useEffect(() => {
    const parsedJsonLd = jsonLdKey ? (JSON.parse(jsonLdKey) as DocumentHead['jsonLd']) : null;
    return applyHead({ title, description, canonical, robots, jsonLd: parsedJsonLd });
  }, [title, description, canonical, robots, jsonLdKey]);
}

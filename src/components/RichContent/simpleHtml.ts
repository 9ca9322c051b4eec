/**
 * Short merchant texts (category and product descriptions, the cookie banner) are mostly plain
 * formatted text: paragraphs, emphasis, lists, headings, links. Such HTML is read here into a tree of allowed elements that React
 * renders (never as HTML), so the page shows it at once without DOMPurify in its first files. Anything
 * else — another element, an attribute other than a link's, an unsafe link, Page Builder markup — makes
 * `readSimpleHtml` answer null, and the caller sanitises the HTML with DOMPurify (RichContent) instead.
 *
 * The HTML is parsed by DOMParser: an inert document, in which nothing runs and nothing is fetched.
 */

export interface SimpleElement {
  tag: SimpleTag;
  /** The element's class attribute, kept as it is (the merchant's styling hooks). */
  className?: string;
  /** Links only: the checked href, and whether it opens a new tab. */
  href?: string;
  newTab?: boolean;
  title?: string;
  children: SimpleNode[];
}

export type SimpleNode = string | SimpleElement;

const TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'span', 'ul', 'ol', 'li',
  'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'a', 'hr', 'div'
] as const;
export type SimpleTag = (typeof TAGS)[number];
const ALLOWED_TAGS: ReadonlySet<string> = new Set(TAGS);
const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr']);
const LINK_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'target', 'title', 'rel']);

/** Same-site paths (not protocol-relative: browsers read `/\` as `//` too), fragments, http(s), mail and phone links. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

/** Past this, the text is not "short" and the general path takes it. */
const MAX_LENGTH = 20_000;

function readChildren(parent: Node): SimpleNode[] | null {
  const children: SimpleNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      children.push(child.nodeValue ?? '');
      continue;
    }
    if (child.nodeType === Node.COMMENT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) return null;
    const element = readElement(child as Element);
    if (!element) return null;
    children.push(element);
  }
  return children;
}

function readElement(element: Element): SimpleElement | null {
  const tag = element.tagName.toLowerCase();
  if (!ALLOWED_TAGS.has(tag)) return null;
  const result: SimpleElement = { tag: tag as SimpleTag, children: [] };
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'class') {
      result.className = value;
      continue;
    }
    if (tag !== 'a' || !LINK_ATTRIBUTES.has(name)) return null;
    if (name === 'href') {
      const href = value.trim();
      if (!SAFE_HREF.test(href)) return null;
      result.href = href;
    } else if (name === 'target') {
      if (value === '_blank') result.newTab = true;
      else if (value !== '_self') return null;
    } else if (name === 'title') {
      result.title = value;
    }
    // rel: set by the renderer for new tabs; any other value is dropped.
  }
  if (VOID_TAGS.has(tag)) return element.childNodes.length === 0 ? result : null;
  const children = readChildren(element);
  if (!children) return null;
  result.children = children;
  return result;
}

/** The text's elements when it is simple formatted text (see above), otherwise null. */
export function readSimpleHtml(html: string): SimpleNode[] | null {
  if (html.length > MAX_LENGTH || typeof DOMParser === 'undefined') return null;
  const document = new DOMParser().parseFromString(html, 'text/html');
  // Whatever the parser put in <head> (style, meta, title...) is not simple text.
  if (document.head.childNodes.length > 0) return null;
  return readChildren(document.body);
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');

/** The elements written back as HTML (for markup that has to be HTML): only what was read, escaped. */
export function writeSimpleHtml(nodes: readonly SimpleNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeText(node);
      let attributes = node.className !== undefined ? ` class="${escapeAttribute(node.className)}"` : '';
      if (node.href !== undefined) attributes += ` href="${escapeAttribute(node.href)}"`;
      if (node.title !== undefined) attributes += ` title="${escapeAttribute(node.title)}"`;
      if (node.newTab) attributes += ' target="_blank" rel="noopener noreferrer"';
      if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attributes}>`;
      return `<${node.tag}${attributes}>${writeSimpleHtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

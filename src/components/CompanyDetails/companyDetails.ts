// The footer reads the CMS block 'footer-contact' as data, not as HTML to show: the phone (its tel:
// link), the e-mail address (its mailto: link) and the company — the paragraph (or address) without
// those links: its bold name, then a line per <br>. The retailer writes the block per store view; the
// store's settings come into it through Magento's {{config path="…"}} directive. Only texts are taken,
// so nothing of the block's markup reaches the page.

export interface CompanyDetails {
  /** The company's name (the block's bold text). */
  name: string;
  /** The company's other lines: tax id and trade register, address, opening hours. */
  lines: string[];
  phone: string;
  /** tel: address of the phone number. */
  phoneHref: string;
  email: string;
}

const CONTACT_LINKS = 'a[href^="tel:"], a[href^="mailto:"]';
/** Elements whose content is not text a shopper reads. */
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

function cleanText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** 'tel:+40215270440' from '+40 21 527 04 40'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** What a tel: or mailto: link points at, as written (a mailto: without its ?subject=…). */
function linkTarget(document: Document, scheme: 'tel:' | 'mailto:'): string {
  const href = document.querySelector(`a[href^="${scheme}"]`)?.getAttribute('href') ?? '';
  let target = href.slice(scheme.length).split('?')[0];
  try {
    target = decodeURIComponent(target);
  } catch {
    // Kept as written.
  }
  return cleanText(target);
}

/**
 * The element's text, a line per <br>, without empty ones; a setting left empty leaves no stray comma
 * ('Str. X, , Cluj' reads 'Str. X, Cluj').
 */
function textLines(element: Element): string[] {
  const lines = [''];
  for (const node of element.childNodes) {
    if (node.nodeName === 'BR') lines.push('');
    else if (!NOT_TEXT.has(node.nodeName)) lines[lines.length - 1] += node.textContent ?? '';
  }
  return lines.map((line) => cleanText(line).replace(/,(\s*,)+/g, ',').replace(/^[\s,]+|[\s,]+$/g, '')).filter(Boolean);
}

export function parseContactBlock(html: string | null | undefined, parser: DOMParser = new DOMParser()): CompanyDetails | null {
  if (!html) return null;
  const document = parser.parseFromString(html, 'text/html');
  const phone = linkTarget(document, 'tel:');
  const email = linkTarget(document, 'mailto:');
  const company = [...document.querySelectorAll('address, p')].find((element) => !element.querySelector(CONTACT_LINKS) && cleanText(element.textContent));
  const name = cleanText(company?.querySelector('strong, b')?.textContent);
  const lines = company ? textLines(company) : [];
  if (name && lines[0] === name) lines.shift();
  if (!phone && !email && !name && !lines.length) return null;
  return { name, lines, phone, phoneHref: phone ? phoneHref(phone) : '', email };
}

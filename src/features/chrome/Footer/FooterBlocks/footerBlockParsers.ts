// The footer reads two CMS blocks as data, not as HTML to show: 'footer-social' (links to the
// networks) and 'footer-stores' (a heading per city, then links to /shop/{id}). Only texts, known
// networks' https addresses and shop ids are taken, so nothing of the block's markup reaches the page.
import { FOOTER_CITIES, type SocialLink, type SocialNetwork } from '../../chromeConfig';

const NETWORK_HOSTS: ReadonlyArray<[SocialNetwork, RegExp]> = [
  ['facebook', /(^|\.)facebook\.com$/],
  ['instagram', /(^|\.)instagram\.com$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$/],
  ['tiktok', /(^|\.)tiktok\.com$/],
  ['linkedin', /(^|\.)linkedin\.com$/]
];

function parse(html: string, parser: DOMParser): Document {
  return parser.parseFromString(html, 'text/html');
}

function cleanText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The known networks linked from the block, once each, in the block's order. */
export function parseSocialLinks(html: string | null | undefined, parser: DOMParser = new DOMParser()): SocialLink[] {
  if (!html) return [];
  const links: SocialLink[] = [];
  for (const anchor of parse(html, parser).querySelectorAll('a[href]')) {
    let url: URL;
    try {
      url = new URL(anchor.getAttribute('href') ?? '');
    } catch {
      continue;
    }
    if (url.protocol !== 'https:') continue;
    const network = NETWORK_HOSTS.find(([, host]) => host.test(url.hostname))?.[0];
    if (!network || links.some((link) => link.network === network)) continue;
    const label = cleanText(anchor.getAttribute('aria-label')) || cleanText(anchor.textContent) || network;
    links.push({ network, label, url: url.toString() });
  }
  return links;
}

export interface FooterStore {
  id: string;
  name: string;
}

export interface FooterCity {
  city: string;
  stores: FooterStore[];
}

/** 'Cluj-Napoca' → 'cluj', 'București' → 'bucuresti'. */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .split(/[\s-]+/)[0];
}

const CITY_ORDER = FOOTER_CITIES.map(cityKey);

/** The shops per city heading, cities in the footer's order (others after, as in the block). */
export function parseStoreGroups(html: string | null | undefined, parser: DOMParser = new DOMParser()): FooterCity[] {
  if (!html) return [];
  const groups: FooterCity[] = [];
  let current: FooterCity | undefined;
  for (const element of parse(html, parser).querySelectorAll('h1, h2, h3, h4, h5, h6, a[href]')) {
    if (element.tagName !== 'A') {
      const city = cleanText(element.textContent);
      current = city ? { city, stores: [] } : undefined;
      if (current) groups.push(current);
      continue;
    }
    const id = /\/shop\/(\d+)\/?$/.exec(element.getAttribute('href') ?? '')?.[1];
    const name = cleanText(element.textContent);
    if (current && id && name && !current.stores.some((store) => store.id === id)) current.stores.push({ id, name });
  }
  const rank = (group: FooterCity) => {
    const index = CITY_ORDER.indexOf(cityKey(group.city));
    return index === -1 ? CITY_ORDER.length : index;
  };
  return groups
    .filter((group) => group.stores.length > 0)
    .map((group, position) => ({ group, position }))
    .sort((a, b) => rank(a.group) - rank(b.group) || a.position - b.position)
    .map(({ group }) => group);
}

import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { inStore, useStoreView } from '../../../components/storeView';
import { FOOTER_COLUMNS, POLICY_LINKS, shownLinks, type FooterLinkGroup } from '../../../lib/footerLinks';
import { CHAT_URL, CONSUMER_PROTECTION_LINKS, FOOTER_BLOCKS } from '../chromeConfig';
import { GetFooterDocument } from './footer.generated';
import { parseContactBlock, type CompanyDetails } from '../../../components/CompanyDetails';

export interface FooterTalon {
  /** The copyright line, always with the current year. */
  copyrightLine: string;
  /** The contact block's details; null without them (none yet, or no block). */
  company: CompanyDetails | null;
  /** Until the footer's answer comes. */
  isLoading: boolean;
  columns: ReadonlyArray<FooterLinkGroup & { hrefs: string[] }>;
  policies: ReadonlyArray<{ href: string; label: (typeof POLICY_LINKS)[number]['label'] }>;
  consumerProtection: typeof CONSUMER_PROTECTION_LINKS;
  chatUrl: string;
}

// '© 2025', '©2019–2025', '© 2019 - 2025': the year (the range's end) that becomes the current one.
const LEADING_YEAR = /^(©\s*(?:\d{4}\s*[–-]\s*)?)\d{4}\b/;

/**
 * storeConfig.copyright usually starts with the year already (the server fills in '{year}', in the
 * store's time zone): it is brought to the shopper's current year, so the line never shows two years
 * around New Year or a stale one typed by hand. Otherwise the line starts with '© {year}'.
 */
export function formatCopyright(copyright: string | null | undefined, year: number): string {
  const text = copyright?.trim() ?? '';
  if (LEADING_YEAR.test(text)) return text.replace(LEADING_YEAR, `$1${year}`);
  if (text.includes(String(year))) return text;
  return text ? `© ${year} ${text.replace(/^©\s*/, '')}` : `© ${year}`;
}

const CONTACT_BLOCK = { contactBlock: [FOOTER_BLOCKS.contact] };

export function useFooter(now: Date = new Date()): FooterTalon {
  const view = useStoreView();
  const { data } = useQuery(GetFooterDocument, {
    variables: CONTACT_BLOCK,
    fetchPolicy: 'cache-first',
    // A store without the block answers it with an error beside the store's config: the rest still shows.
    errorPolicy: 'all'
  });
  const year = now.getFullYear();
  const config = data?.storeConfig;
  const contactEnabled = config?.contact_enabled;
  const contactHtml = data?.cmsBlocks?.items?.find((item) => item?.identifier === FOOTER_BLOCKS.contact)?.content;
  const columns = useMemo(
    () =>
      FOOTER_COLUMNS.map((group) => {
        const links = shownLinks(group.links, contactEnabled);
        return { ...group, links, hrefs: links.map((link) => inStore(view, link.path)) };
      }),
    [view, contactEnabled]
  );
  const policies = useMemo(() => POLICY_LINKS.map((link) => ({ href: inStore(view, link.path), label: link.label })), [view]);
  return {
    copyrightLine: formatCopyright(config?.copyright, year),
    company: useMemo(() => parseContactBlock(contactHtml), [contactHtml]),
    isLoading: !data,
    columns,
    policies,
    consumerProtection: CONSUMER_PROTECTION_LINKS,
    chatUrl: CHAT_URL
  };
}

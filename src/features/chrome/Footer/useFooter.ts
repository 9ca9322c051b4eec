import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';

import { inStore, useStoreView } from '../../../components/storeView';
import { FOOTER_COLUMNS, POLICY_LINKS, shownLinks, type FooterLinkGroup } from '../../../lib/footerLinks';
import { CHAT_URL, CONSUMER_PROTECTION_LINKS } from '../chromeConfig';
import { StoreConfigFooterDocument, type StoreConfigFooterQuery } from './footer.generated';

export interface CompanyDetails {
  name: string;
  vatNumber: string;
  registrationNumber: string;
  address: string;
  hours: string;
  phone: string;
  /** tel: address of the phone number. */
  phoneHref: string;
  email: string;
}

export interface FooterTalon {
  /** The copyright line, always with the current year. */
  copyrightLine: string;
  /** Null until storeConfig answers. */
  company: CompanyDetails | null;
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

/** 'tel:+40215270440' from '+40 21 527 04 40'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function toCompanyDetails(config: StoreConfigFooterQuery['storeConfig'] | undefined): CompanyDetails | null {
  if (!config) return null;
  const phone = config.store_information_phone?.trim() ?? '';
  return {
    name: config.store_information_company?.trim() || config.store_information_name?.trim() || '',
    vatNumber: config.store_information_vat_number?.trim() ?? '',
    registrationNumber: config.store_information_registration_number?.trim() ?? '',
    address: config.store_information_address?.trim() ?? '',
    hours: config.store_information_hours?.trim() ?? '',
    phone,
    phoneHref: phone ? phoneHref(phone) : '',
    email: config.store_information_email?.trim() ?? ''
  };
}

export function useFooter(now: Date = new Date()): FooterTalon {
  const view = useStoreView();
  const { data } = useQuery(StoreConfigFooterDocument, { fetchPolicy: 'cache-first' });
  const year = now.getFullYear();
  const config = data?.storeConfig;
  const contactEnabled = config?.contact_enabled;
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
    company: useMemo(() => toCompanyDetails(config), [config]),
    columns,
    policies,
    consumerProtection: CONSUMER_PROTECTION_LINKS,
    chatUrl: CHAT_URL
  };
}

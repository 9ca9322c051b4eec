/**
 * External addresses and fixed links of the header and footer. The retailer changes these (a new
 * community channel, another chat number) without touching the components.
 */
import { COMPANY_DETAILS_BLOCK } from '../../lib/constants';
import { ANPC_LINKS } from '../../lib/legal';

/** Header: the community chat channel (WhatsApp channel). */
export const COMMUNITY_CHANNEL_URL = 'https://whatsapp.com/channel/0029VaGNCRomaniaComunitate';

/** Header: the 30% off promotion page, inside the current store view. */
export const THIRTY_OFF_PATH = '/special-offers-30-off.html';

/** Header: CMS block shown by the 'All Offers' modal. */
export const ALL_OFFERS_BLOCK = 'all-offers';

/** Header: CMS block whose <ul class="gnc-top-strip"> items rotate in the top strip. */
export const TOP_STRIP_BLOCK = 'top-strip';

/** Footer: chat with customer service in a messaging app (WhatsApp click-to-chat, number without +). */
export const CHAT_URL = 'https://wa.me/40215270440';

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'linkedin';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

/**
 * Footer: the five networks. The seeded CMS block 'footer-social' carries the same list and wins when
 * present (the retailer edits it in the admin); this one is the fallback.
 */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/GNCRomania' },
  { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/gncromania' },
  { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@gncromania' },
  { network: 'tiktok', label: 'TikTok', url: 'https://www.tiktok.com/@gncromania' },
  { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/gnc-romania' }
];

/** Footer: CMS blocks read by the footer (the contact details with the footer, the others when it comes near). */
export const FOOTER_BLOCKS = { contact: COMPANY_DETAILS_BLOCK, social: 'footer-social', stores: 'footer-stores' } as const;

/**
 * Footer: the consumer-protection links Romanian shops must show (addresses in shared/legal.json): the
 * consumer protection authority (ANPC); its alternative dispute resolution (SAL), as ANPC's pictogram;
 * and, where the EU online dispute resolution platform (SOL) was linked until it closed on 20 July 2025,
 * the European Commission's page on out-of-court dispute resolution, which names the bodies of every
 * member state for a shopper from another country.
 */
export const CONSUMER_PROTECTION_LINKS = [
  { key: 'anpc', abbreviation: 'ANPC', url: ANPC_LINKS.anpcUrl },
  { key: 'sal', abbreviation: 'SAL', url: ANPC_LINKS.salUrl },
  { key: 'euAdr', abbreviation: 'UE', url: ANPC_LINKS.euAdrUrl }
] as const;

/**
 * Footer: cities of the store list, in the order the footer shows them. Names are matched
 * without diacritics and by their first word ('Cluj-Napoca' is Cluj).
 */
export const FOOTER_CITIES = ['Brasov', 'Constanta', 'Cluj', 'Iasi', 'Timisoara', 'Oradea', 'Bucuresti'] as const;

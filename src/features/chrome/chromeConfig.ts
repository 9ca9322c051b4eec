/**
 * External addresses and fixed links of the header and footer. The retailer changes these (a new
 * community channel, another chat number) without touching the components.
 */

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
export const FOOTER_BLOCKS = { contact: 'footer-contact', social: 'footer-social', stores: 'footer-stores' } as const;

/**
 * Footer: consumer-protection links Romanian shops must show — the consumer protection authority
 * (ANPC), its alternative dispute resolution (SAL) and the EU online dispute resolution (SOL).
 */
export const CONSUMER_PROTECTION_LINKS = [
  { key: 'anpc', abbreviation: 'ANPC', url: 'https://anpc.ro/' },
  { key: 'sal', abbreviation: 'SAL', url: 'https://anpc.ro/ce-este-sal/' },
  { key: 'sol', abbreviation: 'SOL', url: 'https://ec.europa.eu/consumers/odr' }
] as const;

/**
 * Footer: cities of the store list, in the order the footer shows them. Names are matched
 * without diacritics and by their first word ('Cluj-Napoca' is Cluj).
 */
export const FOOTER_CITIES = ['Brasov', 'Constanta', 'Cluj', 'Iasi', 'Timisoara', 'Oradea', 'Bucuresti'] as const;

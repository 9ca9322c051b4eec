// The site's content links in groups: the footer's columns and policy row, and the navigation drawer's
// about and help links (with the policy pages under help).
import { defineMessages, type MessageDescriptor } from 'react-intl';

import type { MagentoExtension } from './capabilities';
import { ACCESSIBILITY_STATEMENT_PATH, WITHDRAWAL_PATH } from './legal';

export interface FooterLink {
  /** Path inside the store view. */
  path: string;
  label: MessageDescriptor;
  /** The retailer extension the page needs: without it the link is not shown. */
  extension?: MagentoExtension;
}

export interface FooterLinkGroup {
  title: MessageDescriptor;
  links: FooterLink[];
}

const m = defineMessages({
  account: { id: 'footer.account', defaultMessage: 'Account' },
  about: { id: 'footer.about', defaultMessage: 'About' },
  help: { id: 'footer.help', defaultMessage: 'Help' },
  signIn: { id: 'footer.signIn', defaultMessage: 'Sign In' },
  createAccount: { id: 'footer.createAccount', defaultMessage: 'Create an Account' },
  orderHistory: { id: 'footer.orderHistory', defaultMessage: 'Order History' },
  wishlist: { id: 'footer.wishlist', defaultMessage: 'Wishlist' },
  aboutUs: { id: 'footer.aboutUs', defaultMessage: 'About Us' },
  rewards: { id: 'footer.rewards', defaultMessage: 'GNC Rewards' },
  shops: { id: 'footer.shops', defaultMessage: 'Our Shops' },
  blog: { id: 'footer.blog', defaultMessage: 'Blog' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact Us' },
  trackOrder: { id: 'footer.trackOrder', defaultMessage: 'Track your order' },
  delivery: { id: 'footer.delivery', defaultMessage: 'Delivery and Payment' },
  returns: { id: 'footer.returns', defaultMessage: 'Returns Policy' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms and Conditions' },
  cookies: { id: 'footer.cookies', defaultMessage: 'Cookie Policy' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy Policy' },
  withdraw: { id: 'footer.withdraw', defaultMessage: 'Withdraw from contract here' },
  accessibility: { id: 'footer.accessibility', defaultMessage: 'Accessibility statement' }
});

const ACCOUNT_GROUP: FooterLinkGroup = {
  title: m.account,
  links: [
    { path: '/sign-in', label: m.signIn },
    { path: '/create-account', label: m.createAccount },
    { path: '/order-history', label: m.orderHistory },
    { path: '/wishlist', label: m.wishlist }
  ]
};

const ABOUT_GROUP: FooterLinkGroup = {
  title: m.about,
  links: [
    { path: '/despre-noi', label: m.aboutUs },
    { path: '/my-gnc-rewards', label: m.rewards, extension: 'rewardPoints' },
    { path: '/shops', label: m.shops, extension: 'storeLocator' },
    { path: '/blog', label: m.blog, extension: 'blog' }
  ]
};

/** The contact page: linked only while the store has it switched on (storeConfig contact_enabled). */
export const CONTACT_PATH = '/contact-us';

const HELP_LINKS: FooterLink[] = [
  { path: CONTACT_PATH, label: m.contact },
  { path: '/sales/guest/form', label: m.trackOrder },
  { path: '/livrare-si-plata', label: m.delivery },
  { path: '/politici-de-retur', label: m.returns }
];

/** The privacy policy (a CMS page), also linked by the newsletter sign-up's consent line. */
export const PRIVACY_PATH = '/politica-de-confidentialitate';

/** The terms and conditions (a CMS page): the footer, the checkout's last step and the order mail link it. */
export const TERMS_PATH = '/termeni-si-conditii';

/**
 * The policy pages: the footer's legal row (beside 'Cookie Settings'), with the withdrawal function every
 * page must link (Directive 2011/83/EU art. 11a) and the accessibility statement (Legea 232/2022).
 */
export const POLICY_LINKS: readonly FooterLink[] = [
  { path: WITHDRAWAL_PATH, label: m.withdraw },
  { path: TERMS_PATH, label: m.terms },
  { path: PRIVACY_PATH, label: m.privacy },
  { path: '/politica-de-cookies', label: m.cookies },
  { path: ACCESSIBILITY_STATEMENT_PATH, label: m.accessibility }
];

/** The footer's columns: account, about, help; the content pages are CMS pages. */
export const FOOTER_COLUMNS: readonly FooterLinkGroup[] = [ACCOUNT_GROUP, ABOUT_GROUP, { title: m.help, links: HELP_LINKS }];

/** Account, about and help with every policy page under help (the navigation drawer lists these). */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  ACCOUNT_GROUP,
  ABOUT_GROUP,
  { title: m.help, links: [...HELP_LINKS, ...POLICY_LINKS] }
];

/** The links to show: without the contact page once the store says it is switched off (kept while unknown). */
export function shownLinks(links: readonly FooterLink[], contactEnabled: boolean | null | undefined): FooterLink[] {
  return contactEnabled === false ? links.filter((link) => link.path !== CONTACT_PATH) : [...links];
}

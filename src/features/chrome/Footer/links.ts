import { defineMessages, type MessageDescriptor } from 'react-intl';

export interface FooterLink {
  /** Path inside the store view. */
  path: string;
  label: MessageDescriptor;
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
  delivery: { id: 'footer.delivery', defaultMessage: 'Delivery and Payment' },
  returns: { id: 'footer.returns', defaultMessage: 'Returns Policy' },
  terms: { id: 'footer.terms', defaultMessage: 'Terms and Conditions' },
  cookies: { id: 'footer.cookies', defaultMessage: 'Cookie Policy' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy Policy' }
});

/** Account, about and help link groups (spec §2); the content pages are CMS pages. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: m.account,
    links: [
      { path: '/sign-in', label: m.signIn },
      { path: '/create-account', label: m.createAccount },
      { path: '/order-history', label: m.orderHistory },
      { path: '/wishlist', label: m.wishlist }
    ]
  },
  {
    title: m.about,
    links: [
      { path: '/despre-noi', label: m.aboutUs },
      { path: '/my-gnc-rewards', label: m.rewards },
      { path: '/shops', label: m.shops },
      { path: '/blog', label: m.blog }
    ]
  },
  {
    title: m.help,
    links: [
      { path: '/contact-us', label: m.contact },
      { path: '/livrare-si-plata', label: m.delivery },
      { path: '/politici-de-retur', label: m.returns },
      { path: '/termeni-si-conditii', label: m.terms },
      { path: '/politica-de-cookies', label: m.cookies },
      { path: '/politica-de-confidentialitate', label: m.privacy }
    ]
  }
];

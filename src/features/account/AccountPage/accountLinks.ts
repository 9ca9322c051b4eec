// The signed-in shopper's pages, in the order the account menu and the account pages' navigation list
// them (wishlist, order history, address book, account information, communications, saved
// payments, rewards, profile).
import { defineMessages } from 'react-intl';

import type { MagentoExtension } from '../../../lib/capabilities';

export const ACCOUNT_LINK_MESSAGES = defineMessages({
  profile: { id: 'account.link.profile', defaultMessage: 'My Profile' },
  accountInformation: { id: 'account.link.accountInformation', defaultMessage: 'Account Information' },
  orderHistory: { id: 'account.link.orderHistory', defaultMessage: 'Order History' },
  wishlist: { id: 'account.link.wishlist', defaultMessage: 'Wishlist' },
  addressBook: { id: 'account.link.addressBook', defaultMessage: 'Address Book' },
  communications: { id: 'account.link.communications', defaultMessage: 'Communications' },
  savedPayments: { id: 'account.link.savedPayments', defaultMessage: 'Saved Payments' },
  rewards: { id: 'account.link.rewards', defaultMessage: 'My Rewards' }
});

export type AccountLinkId = keyof typeof ACCOUNT_LINK_MESSAGES;

export interface AccountLink {
  id: AccountLinkId;
  /** In-store path; saved payments exist only without the /en prefix. */
  path: string;
  unprefixedOnly?: boolean;
  /** The retailer extension the page needs: without it the link is not shown. */
  extension?: MagentoExtension;
}

export const ACCOUNT_LINKS: readonly AccountLink[] = [
  { id: 'profile', path: '/myprofile-page' },
  { id: 'accountInformation', path: '/account-information' },
  { id: 'orderHistory', path: '/order-history' },
  { id: 'wishlist', path: '/wishlist' },
  { id: 'addressBook', path: '/address-book' },
  { id: 'communications', path: '/communications' },
  { id: 'savedPayments', path: '/saved-payments', unprefixedOnly: true },
  { id: 'rewards', path: '/myrewards-page', extension: 'rewardPoints' }
];

/** The link's full path in the given view ('/en/wishlist'; saved payments always '/saved-payments'). */
export function accountLinkPath(link: AccountLink, basePath: string): string {
  return link.unprefixedOnly ? link.path : `${basePath}${link.path}`;
}

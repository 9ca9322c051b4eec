// Titles of the pages still to be built (kept in the pending-page chunk, not in the first load).
import { defineMessages } from 'react-intl';

export const PENDING_PAGE_TITLES = defineMessages({
  checkout: { id: 'routes.checkout', defaultMessage: 'Checkout' },
  receipt: { id: 'routes.receipt', defaultMessage: 'Order Receipt' },
  cart: { id: 'routes.cart', defaultMessage: 'Shopping Cart' },
  signIn: { id: 'routes.signIn', defaultMessage: 'Sign In' },
  createAccount: { id: 'routes.createAccount', defaultMessage: 'Create Account' },
  forgotPassword: { id: 'routes.forgotPassword', defaultMessage: 'Forgot Password' },
  resetPassword: { id: 'routes.resetPassword', defaultMessage: 'Reset Password' },
  wishlist: { id: 'routes.wishlist', defaultMessage: 'Wishlist' },
  orderHistory: { id: 'routes.orderHistory', defaultMessage: 'Order History' },
  communications: { id: 'routes.communications', defaultMessage: 'Communications' },
  addressBook: { id: 'routes.addressBook', defaultMessage: 'Address Book' },
  accountInformation: { id: 'routes.accountInformation', defaultMessage: 'Account Information' },
  savedPayments: { id: 'routes.savedPayments', defaultMessage: 'Saved Payments' },
  order: { id: 'routes.order', defaultMessage: 'Order' },
  rewards: { id: 'routes.rewards', defaultMessage: 'My Rewards' },
  profile: { id: 'routes.profile', defaultMessage: 'My Profile' },
  blog: { id: 'routes.blog', defaultMessage: 'Blog' }
});

export type PendingPageTitle = keyof typeof PENDING_PAGE_TITLES;

// For actions that need the network (add to cart, sign-in, checkout steps, contact): ask isOffline()
// before sending, and show the matching message instead of a doomed request's "Failed to fetch". The
// caller keeps the shopper's input (nothing is reset), so they can send it again once online.
import { defineMessages } from 'react-intl';

export const offlineMessages = defineMessages({
  generic: {
    id: 'pwa.offlineAction',
    defaultMessage: 'You are offline. Connect to the internet and try again; what you entered is kept.'
  },
  addToCart: {
    id: 'pwa.offlineAddToCart',
    defaultMessage: 'You are offline. Connect to the internet to add products to your cart.'
  },
  signIn: {
    id: 'pwa.offlineSignIn',
    defaultMessage: 'You are offline. Connect to the internet to sign in; what you entered is kept.'
  }
});

/** The browser says it has no network (navigator.onLine false). */
export function isOffline(nav: Pick<Navigator, 'onLine'> | undefined = typeof navigator !== 'undefined' ? navigator : undefined): boolean {
  return nav?.onLine === false;
}

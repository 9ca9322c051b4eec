// The cart gateway the thunks are given. Its Apollo calls and their documents (cart.generated.ts, a few KB
// compressed) load on first use — once the first page is on screen, when the cart's details are
// fetched, or at an earlier add to cart — not with the code every first page waits for.
import type { ApolloClient } from '@apollo/client';

import type { CartGateway } from './asyncActions';

/** The loaded gateway per client: every component's gateway shares it (and its one-time preparation). */
const loadedByClient = new WeakMap<ApolloClient, Promise<CartGateway>>();

function load(client: ApolloClient): Promise<CartGateway> {
  let loading = loadedByClient.get(client);
  if (!loading) {
    loading = import(/* webpackChunkName: "cart-gateway" */ './apolloGateway').then(
      (module) => module.prepareApolloCartGateway(client),
      (error: unknown) => {
        // Tried again at the next call (a chunk that failed to download while offline).
        loadedByClient.delete(client);
        throw error;
      }
    );
    loadedByClient.set(client, loading);
  }
  return loading;
}

/** Apollo-backed cart calls (apolloGateway.ts), loaded when the first one is made. */
export function createCartGateway(client: ApolloClient): CartGateway {
  const gateway = () => load(client);
  return {
    createCart: () => gateway().then((real) => real.createCart()),
    fetchCartDetails: (cartId) => gateway().then((real) => real.fetchCartDetails(cartId)),
    addItem: (cartId, item) => gateway().then((real) => real.addItem(cartId, item)),
    updateItemQuantity: (cartId, cartItemUid, quantity) => gateway().then((real) => real.updateItemQuantity(cartId, cartItemUid, quantity)),
    removeItem: (cartId, cartItemUid) => gateway().then((real) => real.removeItem(cartId, cartItemUid))
  };
}

// The cart's Apollo calls and their documents: loaded on first use through gateway.ts.
import type { ApolloClient } from '@apollo/client';

import { isNetworkError, joinGraphQLErrors } from '../../api/apollo/errors';
import { isStockError } from '../../api/apollo/stockErrors';
import { CodedError } from '../../api/errorCodes';
import { warmDocuments } from '../../api/apollo/warmDocuments';
import { yieldToMain } from '../../lib/idle';
import type { CartGateway } from './asyncActions';
import { ADD_PRODUCTS_TO_CART, CREATE_EMPTY_CART, GET_CART_DETAILS, REMOVE_CART_ITEM, UPDATE_CART_ITEM } from './cart.gql';

/**
 * The gateway once Apollo's one-time work on the cart details document is done, in tasks of their own
 * (not in the task of the first cart request).
 */
export async function prepareApolloCartGateway(client: ApolloClient): Promise<CartGateway> {
  await warmDocuments(client, [GET_CART_DETAILS], yieldToMain);
  return createApolloCartGateway(client);
}

/** Apollo-backed cart calls. Mutations run through the mutation queue (one at a time, in order). */
export function createApolloCartGateway(client: ApolloClient): CartGateway {
  return {
    async createCart() {
      const { data } = await client.mutate({ mutation: CREATE_EMPTY_CART });
      if (!data?.cartId) throw new Error('createEmptyCart returned no id');
      return data.cartId;
    },
    async fetchCartDetails(cartId) {
      let data;
      try {
        ({ data } = await client.query({ query: GET_CART_DETAILS, variables: { cartId }, fetchPolicy: 'network-only' }));
      } catch (error) {
        // No network: the cart as last seen (the persisted Apollo cache) shows until the network is back.
        const lastSeen = isNetworkError(error) ? client.readQuery({ query: GET_CART_DETAILS, variables: { cartId } }) : null;
        if (!lastSeen?.cart) throw error;
        return lastSeen.cart;
      }
      if (!data?.cart) throw new CodedError(`Could not find a cart with ID "${cartId}"`, 'CART_NOT_FOUND');
      return data.cart;
    },
    async addItem(cartId, item) {
      const { data } = await client.mutate({ mutation: ADD_PRODUCTS_TO_CART, variables: { cartId, cartItem: item } });
      // Stock errors are stripped; other user errors fail the add.
      const userErrors = (data?.addProductsToCart.user_errors ?? []).filter((error) => !isStockError(error));
      if (userErrors.length > 0) throw new Error(joinGraphQLErrors(userErrors));
      return data?.addProductsToCart.cart;
    },
    async updateItemQuantity(cartId, cartItemUid, quantity) {
      const { data } = await client.mutate({ mutation: UPDATE_CART_ITEM, variables: { cartId, itemId: cartItemUid, quantity } });
      return data?.updateCartItems.cart;
    },
    async removeItem(cartId, cartItemUid) {
      const { data } = await client.mutate({ mutation: REMOVE_CART_ITEM, variables: { cartId, itemId: cartItemUid } });
      return data?.removeItemFromCart.cart;
    }
  };
}

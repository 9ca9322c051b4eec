/**
 * After the server put products into the signed-in customer's cart (reorder, wishlist to cart), that
 * cart becomes the current one if it is not already, and its details are refreshed (mini cart, counter).
 */
import type { ApolloClient } from '@apollo/client';

import { createCart, getCartDetails, removeCart } from '../../../store/cart/asyncActions';
import { createCartGateway } from '../../../store/cart/gateway';
import type { AppThunk } from '../../../store';
import { GetCustomerCartIdDocument } from './session.generated';

export const refreshCustomerCart =
  (client: ApolloClient, knownCartId?: string | null): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const gateway = createCartGateway(client);
    let customerCartId = knownCartId ?? null;
    if (!customerCartId) {
      try {
        const { data } = await client.query({ query: GetCustomerCartIdDocument, fetchPolicy: 'network-only' });
        customerCartId = data?.customerCart.id ?? null;
      } catch {
        customerCartId = null;
      }
    }
    if (customerCartId && customerCartId !== getState().cart.cartId) {
      await dispatch(removeCart());
      await dispatch(createCart({ gateway: { ...gateway, createCart: async () => customerCartId } }));
    }
    await dispatch(getCartDetails({ gateway }));
  };

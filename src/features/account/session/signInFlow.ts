/**
 * What happens once the server accepts the shopper's e-mail and password:
 * the token is stored (signed in), the guest cart is merged into the customer's cart, the customer's
 * cart becomes the current cart, and the customer's details are loaded. The store's thunks do each step;
 * this is the orchestration between them.
 */
import type { ApolloClient } from '@apollo/client';

import { clearCartDataFromCache, clearCustomerDataFromCache } from '../../../api/apollo/cacheHelpers';
import { createCart, getCartDetails, removeCart, type CartGateway } from '../../../store/cart/asyncActions';
import { createCartGateway } from '../../../store/cart/gateway';
import type { AppThunk } from '../../../store';
import { userActions } from '../../../store/user/actions';
import { getUserDetails, setToken, type UserDetailsDeps } from '../../../store/user/asyncActions';
import { createUserGateway } from '../../../store/user/gateway';
import { SignInDocument, GetCustomerCartIdDocument, MergeCartsDocument } from './session.generated';

export interface SignInGateway extends UserDetailsDeps {
  /** generateCustomerToken: the token, or throws the server's error. */
  generateToken(email: string, password: string): Promise<string>;
  /** customerCart.id of the signed-in customer. */
  fetchCustomerCartId(): Promise<string>;
  mergeCarts(sourceCartId: string, destinationCartId: string): Promise<unknown>;
  /** Forgets the guest's cached cart and any earlier customer's data. */
  clearCache(): void;
  cart: CartGateway;
}

export function createSignInGateway(client: ApolloClient): SignInGateway {
  const user = createUserGateway(client);
  return {
    async generateToken(email, password) {
      const { data } = await client.mutate({ mutation: SignInDocument, variables: { email, password } });
      const token = data?.generateCustomerToken?.token;
      if (!token) throw new Error('No token');
      return token;
    },
    async fetchCustomerCartId() {
      const { data } = await client.query({ query: GetCustomerCartIdDocument, fetchPolicy: 'network-only' });
      if (!data?.customerCart.id) throw new Error('No customer cart');
      return data.customerCart.id;
    },
    async mergeCarts(sourceCartId, destinationCartId) {
      await client.mutate({ mutation: MergeCartsDocument, variables: { sourceCartId, destinationCartId } });
    },
    clearCache() {
      clearCartDataFromCache(client);
      clearCustomerDataFromCache(client);
    },
    fetchUserDetails: user.fetchUserDetails,
    cart: createCartGateway(client)
  };
}

/**
 * Signs in: request, token, cart merge, details, receive. Throws the server's error (wrong password,
 * locked account) after recording it with USER/SIGN_IN/RECEIVE.
 */
export const signInAndMergeCart =
  (gateway: SignInGateway, credentials: { email: string; password: string }): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    dispatch(userActions.signIn.request());
    let token: string;
    try {
      token = await gateway.generateToken(credentials.email, credentials.password);
    } catch (error) {
      dispatch(userActions.signIn.receive(error instanceof Error ? error : new Error(String(error))));
      throw error;
    }
    const guestCartId = getState().cart.cartId;
    await dispatch(setToken(token));
    await dispatch(mergeGuestCart(gateway, guestCartId));
    dispatch(userActions.signIn.receive());
    await dispatch(getUserDetails(gateway));
  };

/**
 * The guest cart's items go into the customer's cart (mergeCarts), and the customer's cart becomes the
 * current one. A failed merge (an empty or already closed guest cart) does not stop the sign-in.
 */
export const mergeGuestCart =
  (gateway: SignInGateway, guestCartId: string | null): AppThunk<Promise<void>> =>
  async (dispatch) => {
    gateway.clearCache();
    let customerCartId: string | null = null;
    try {
      customerCartId = await gateway.fetchCustomerCartId();
    } catch {
      customerCartId = null;
    }
    if (customerCartId && guestCartId && guestCartId !== customerCartId) {
      try {
        await gateway.mergeCarts(guestCartId, customerCartId);
      } catch {
        // The guest cart may be gone (ordered, expired): the customer's own cart is still right.
      }
    }
    await dispatch(removeCart());
    // createCart stores and receives the id its gateway "creates": here the customer's existing cart.
    const cartGateway: CartGateway = customerCartId
      ? { ...gateway.cart, createCart: async () => customerCartId }
      : gateway.cart;
    await dispatch(createCart({ gateway: cartGateway }));
    await dispatch(getCartDetails({ gateway: gateway.cart }));
  };

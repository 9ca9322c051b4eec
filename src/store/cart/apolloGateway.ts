// The cart's Apollo calls and their documents: loaded on first use through gateway.ts.
import type { ApolloClient } from '@apollo/client';

import { isNetworkError, joinGraphQLErrors } from '../../api/apollo/errors';
import { isStockError } from '../../api/apollo/stockErrors';
import { CodedError } from '../../api/errorCodes';
import { warmDocuments } from '../../api/apollo/warmDocuments';
import { yieldToMain } from '../../lib/idle';
import type { CartDetails, CartItem, CartMoney, CartProductVariant } from './actions';
import type { CartGateway } from './asyncActions';
import {
  AddProductsToCartDocument,
  CreateEmptyCartDocument,
  GetCartDetailsDocument,
  RemoveCartItemDocument,
  UpdateCartItemDocument,
  type MiniCartFieldsFragment
} from './cart.generated';

type CartAnswerItem = NonNullable<NonNullable<MiniCartFieldsFragment['items']>[number]>;
type CartAnswerMoney = { currency: string | null; value: number | null } | null | undefined;

/** An amount is kept only with both its value and its currency. */
function toMoney(money: CartAnswerMoney): CartMoney | null {
  return money?.value != null && money.currency ? { currency: money.currency, value: money.value } : null;
}

function toVariants(product: CartAnswerItem['product']): CartProductVariant[] | null {
  if (product.__typename !== 'ConfigurableProduct') return null;
  // A variant without its product has no picture to offer.
  return (product.variants ?? []).flatMap((variant) =>
    variant?.product ? [{ attributes: (variant.attributes ?? []).filter((attribute) => attribute !== null), product: variant.product }] : []
  );
}

function toCartItem(item: CartAnswerItem): CartItem {
  const price = toMoney(item.prices?.price);
  const discount = item.prices?.total_item_discount?.value;
  const { product } = item;
  return {
    __typename: item.__typename,
    uid: item.uid,
    quantity: item.quantity,
    // A unit price without a value or currency cannot be shown or multiplied: the line has no price.
    prices: price ? { price, total_item_discount: discount == null ? null : { value: discount } } : null,
    errors: item.errors,
    product: {
      uid: product.uid,
      name: product.name ?? product.sku ?? '',
      sku: product.sku,
      url_key: product.url_key,
      thumbnail: product.thumbnail,
      variants: toVariants(product)
    },
    configurable_options: item.__typename === 'ConfigurableCartItem' ? item.configurable_options.filter((option) => option !== null) : null
  };
}

/** The cart slice's details from the server's mini-cart fields; a missing (null) line shows nothing. */
export function toCartDetails(cart: MiniCartFieldsFragment): CartDetails {
  return {
    id: cart.id,
    total_quantity: cart.total_quantity,
    prices: cart.prices
      ? {
          subtotal_excluding_tax: toMoney(cart.prices.subtotal_excluding_tax),
          subtotal_including_tax: toMoney(cart.prices.subtotal_including_tax),
          grand_total: toMoney(cart.prices.grand_total)
        }
      : null,
    items: (cart.items ?? []).flatMap((item) => (item ? [toCartItem(item)] : []))
  };
}

/**
 * The gateway once Apollo's one-time work on the cart details document is done, in tasks of their own
 * (not in the task of the first cart request).
 */
export async function prepareApolloCartGateway(client: ApolloClient): Promise<CartGateway> {
  await warmDocuments(client, [GetCartDetailsDocument], yieldToMain);
  return createApolloCartGateway(client);
}

/** Apollo-backed cart calls. Mutations run through the mutation queue (one at a time, in order). */
export function createApolloCartGateway(client: ApolloClient): CartGateway {
  return {
    async createCart() {
      const { data } = await client.mutate({ mutation: CreateEmptyCartDocument });
      if (!data?.cartId) throw new Error('createEmptyCart returned no id');
      return data.cartId;
    },
    async fetchCartDetails(cartId) {
      let data;
      try {
        ({ data } = await client.query({ query: GetCartDetailsDocument, variables: { cartId }, fetchPolicy: 'network-only' }));
      } catch (error) {
        // No network: the cart as last seen (the persisted Apollo cache) shows until the network is back.
        const lastSeen = isNetworkError(error) ? client.readQuery({ query: GetCartDetailsDocument, variables: { cartId } }) : null;
        if (!lastSeen?.cart) throw error;
        return toCartDetails(lastSeen.cart);
      }
      if (!data?.cart) throw new CodedError(`Could not find a cart with ID "${cartId}"`, 'CART_NOT_FOUND');
      return toCartDetails(data.cart);
    },
    async addItem(cartId, item) {
      const { data } = await client.mutate({ mutation: AddProductsToCartDocument, variables: { cartId, cartItem: item } });
      // Stock errors are stripped; other user errors fail the add.
      const userErrors = (data?.addProductsToCart?.user_errors ?? []).filter((error) => !isStockError(error));
      if (userErrors.length > 0) throw new Error(joinGraphQLErrors(userErrors));
      return data?.addProductsToCart?.cart;
    },
    async updateItemQuantity(cartId, cartItemUid, quantity) {
      const { data } = await client.mutate({ mutation: UpdateCartItemDocument, variables: { cartId, itemId: cartItemUid, quantity } });
      return data?.updateCartItems?.cart;
    },
    async removeItem(cartId, cartItemUid) {
      const { data } = await client.mutate({ mutation: RemoveCartItemDocument, variables: { cartId, itemId: cartItemUid } });
      return data?.removeItemFromCart?.cart;
    }
  };
}

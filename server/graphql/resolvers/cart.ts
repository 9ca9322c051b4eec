/** Cart queries and mutations, and the fields of Cart and its items (QuoteGraphQl, ConfigurableProductGraphQl). */
import type { GraphQLContext } from '../context';
import type { QuoteAddressRow, QuoteRow } from '../../repositories/cart';
import { findCustomerContact } from '../../repositories/order';
import {
  addItemsToCart, applyCoupon, applyRewardPoints, assignCustomerToGuestCart, cartItemUid, cartState, createEmptyCart, createGuestCart,
  customerActiveCart, getCartForUser, itemErrors, mergeCarts, removeCartItem, removeCoupon, removeRewardPoints, selectedConfigurableOptions,
  throwFirstUserError, updateCartItems, type CartItemRequest, type CartItemState, type CartItemUpdate, type CartState,
  type CartUserError
} from '../../services/cart';
import { encodeUid } from '../../services/catalog';
import { addressCustomAttributes } from './eav';
import { rewardPointsDiscount } from './order';
import { requireCustomer } from '../../services/customerAuth';
import { availablePaymentMethods, paymentTitle } from '../../services/payment';
import { availableShippingMethods, describeRate, findRate, freeDeliveryProgress, rateServes } from '../../services/shipping';
import { SHIPPING_VAT_RATE, vatTitle } from '../../services/vat';
import { translateMessage } from '../../http/messages';
import { checkItemGiftOptions, type ItemGiftOptions } from '../../services/giftOptions';

type Ctx = GraphQLContext;

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (value: number, ctx: Ctx) => ({ value: round2(value), currency: ctx.currency });

interface ItemSource {
  item: CartItemState;
  state: CartState;
}

interface AddressSource {
  address: QuoteAddressRow;
  quote: QuoteRow;
}

const stateOf = (quote: QuoteRow, ctx: Ctx) => cartState(ctx, quote);

/** A cart user error, its message in the store view's language (messages.ts). */
function userErrorOutput(error: CartUserError, ctx: Ctx) {
  return {
    __typename: error.code === 'INSUFFICIENT_STOCK' ? 'InsufficientStockError' : 'CartUserInputError',
    code: error.code,
    message: translateMessage(error.message, ctx.store.locale),
    quantity: null
  };
}

const countryLabel = (ctx: Ctx, code: string) => new Intl.DisplayNames([ctx.store.locale.replace('_', '-')], { type: 'region' }).of(code) ?? code;

const AddressFields = {
  uid: ({ address }: AddressSource) => encodeUid(`${address.quote_id}:${address.address_type}`),
  id: () => null,
  firstname: ({ address }: AddressSource) => address.firstname,
  lastname: ({ address }: AddressSource) => address.lastname,
  company: ({ address }: AddressSource) => address.company,
  street: ({ address }: AddressSource) => address.street,
  city: ({ address }: AddressSource) => address.city,
  region: ({ address }: AddressSource) => ({ code: address.region_code, label: address.region, region_id: address.region_id }),
  postcode: ({ address }: AddressSource) => address.postcode,
  country: ({ address }: AddressSource, _: unknown, ctx: Ctx) => ({ code: address.country_id, label: countryLabel(ctx, address.country_id) }),
  telephone: ({ address }: AddressSource) => address.telephone,
  vat_id: ({ address }: AddressSource) => address.vat_id,
  custom_attributes: ({ address }: AddressSource) => addressCustomAttributes(address)
};

const ItemFields = {
  id: ({ item }: ItemSource) => String(item.row.item_id),
  uid: ({ item }: ItemSource) => cartItemUid(item.row.item_id),
  quantity: ({ item }: ItemSource) => item.row.quantity,
  is_available: ({ item }: ItemSource) => itemErrors(item) === null,
  errors: ({ item }: ItemSource, _: unknown, ctx: Ctx) =>
    itemErrors(item)?.map((error) => ({ ...error, message: translateMessage(error.message, ctx.store.locale) })) ?? null,
  product: ({ item }: ItemSource) => item.parent ?? item.product,
  customizable_options: () => [],
  prices: ({ item, state }: ItemSource, _: unknown, ctx: Ctx) => {
    const line = state.totals.lines.find((l) => l.key === item.row.item_id)!;
    const coupon = state.totals.appliedCoupon;
    return {
      price: money(line.priceInclTax, ctx),
      price_including_tax: money(line.priceInclTax, ctx),
      row_total: money(line.rowTotalExclTax, ctx),
      row_total_including_tax: money(line.rowTotalInclTax, ctx),
      discounts: line.discount > 0 && coupon ? [{ amount: money(line.discount, ctx), label: coupon.label, applied_to: 'ITEM', coupon: { code: coupon.code } }] : [],
      total_item_discount: money(line.discount, ctx),
      original_item_price: money(item.product.price, ctx),
      original_row_total: money(item.product.price * item.row.quantity, ctx)
    };
  }
};

async function cartOf(ctx: Ctx, cartId: string) {
  return getCartForUser(ctx, cartId);
}

export default {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, ctx: Ctx) => cartOf(ctx, args.cart_id),
    customerCart: async (_: unknown, __: unknown, ctx: Ctx) => customerActiveCart(ctx, await requireCustomer(ctx))
  },
  Mutation: {
    createGuestCart: async (_: unknown, args: { input?: { cart_uid?: string | null } | null }, ctx: Ctx) => ({
      cart: await createGuestCart(ctx, args.input?.cart_uid)
    }),
    createEmptyCart: async (_: unknown, args: { input?: { cart_id?: string | null } | null }, ctx: Ctx) =>
      (await createEmptyCart(ctx, args.input?.cart_id)).masked_id,
    addProductsToCart: async (_: unknown, args: { cartId: string; cartItems: CartItemRequest[] }, ctx: Ctx) => {
      const { quote, userErrors } = await addItemsToCart(ctx, args.cartId, args.cartItems);
      return { cart: quote, user_errors: userErrors.map((error) => userErrorOutput(error, ctx)) };
    },
    addSimpleProductsToCart: async (_: unknown, args: { input: { cart_id: string; cart_items: Array<{ data: CartItemRequest }> } }, ctx: Ctx) => {
      const requests = (args.input?.cart_items ?? []).map((i) => i.data);
      const { quote, userErrors } = await addItemsToCart(ctx, args.input?.cart_id, requests);
      throwFirstUserError(userErrors, requests);
      return { cart: quote };
    },
    addConfigurableProductsToCart: async (
      _: unknown,
      args: { input: { cart_id: string; cart_items: Array<{ data: CartItemRequest; parent_sku?: string | null; variant_sku?: string | null }> } },
      ctx: Ctx
    ) => {
      const requests = (args.input?.cart_items ?? []).map((i) => ({
        ...i.data,
        sku: i.variant_sku ?? i.data.sku,
        parent_sku: i.parent_sku ?? i.data.parent_sku ?? null
      }));
      const { quote, userErrors } = await addItemsToCart(ctx, args.input?.cart_id, requests);
      throwFirstUserError(userErrors, requests);
      return { cart: quote };
    },
    updateCartItems: async (_: unknown, args: { input: { cart_id: string; cart_items: Array<CartItemUpdate & ItemGiftOptions> } }, ctx: Ctx) => {
      for (const item of args.input?.cart_items ?? []) checkItemGiftOptions(item);
      return { cart: await updateCartItems(ctx, args.input?.cart_id, args.input?.cart_items ?? []), errors: [] };
    },
    removeItemFromCart: async (_: unknown, args: { input: { cart_id: string; cart_item_uid?: string | null; cart_item_id?: number | null } }, ctx: Ctx) => ({
      cart: await removeCartItem(ctx, args.input?.cart_id, args.input?.cart_item_uid, args.input?.cart_item_id)
    }),
    applyCouponToCart: async (_: unknown, args: { input: { cart_id: string; coupon_code: string } }, ctx: Ctx) => ({
      cart: await applyCoupon(ctx, args.input?.cart_id, args.input?.coupon_code)
    }),
    removeCouponFromCart: async (_: unknown, args: { input: { cart_id: string } }, ctx: Ctx) => ({
      cart: await removeCoupon(ctx, args.input?.cart_id)
    }),
    applyRewardPointsToCart: async (_: unknown, args: { cartId: string }, ctx: Ctx) => ({ cart: await applyRewardPoints(ctx, args.cartId) }),
    removeRewardPointsFromCart: async (_: unknown, args: { cartId: string }, ctx: Ctx) => ({ cart: await removeRewardPoints(ctx, args.cartId) }),
    mergeCarts: (_: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx: Ctx) =>
      mergeCarts(ctx, args.source_cart_id, args.destination_cart_id),
    assignCustomerToGuestCart: (_: unknown, args: { cart_id: string }, ctx: Ctx) => assignCustomerToGuestCart(ctx, args.cart_id)
  },
  Error: {
    __resolveType: (error: { __typename: string }) => error.__typename
  },
  Cart: {
    id: (quote: QuoteRow) => quote.masked_id,
    email: async (quote: QuoteRow, _: unknown, ctx: Ctx) =>
      quote.customer_id !== null ? (await findCustomerContact(ctx.db, quote.customer_id))?.email ?? null : quote.email,
    items: async (quote: QuoteRow, _: unknown, ctx: Ctx) => {
      const state = await stateOf(quote, ctx);
      return state.items.map((item) => ({ item, state }));
    },
    itemsV2: async (quote: QuoteRow, args: { pageSize?: number; currentPage?: number; sort?: { field: string; order: 'ASC' | 'DESC' } | null }, ctx: Ctx) => {
      const state = await stateOf(quote, ctx);
      const pageSize = Math.max(1, args.pageSize ?? 20);
      const currentPage = Math.max(1, args.currentPage ?? 1);
      const items = [...state.items];
      if (args.sort) {
        const keyOf = (i: CartItemState): string | number => {
          switch (args.sort!.field) {
            case 'SKU': return i.product.sku;
            case 'NAME': return (i.parent ?? i.product).name;
            case 'QTY': return i.row.quantity;
            case 'PRICE': return i.unitPrice;
            case 'ROW_TOTAL': return i.unitPrice * i.row.quantity;
            case 'PRODUCT_ID': return i.product.id;
            default: return i.row.item_id;
          }
        };
        items.sort((a, b) => {
          const [x, y] = [keyOf(a), keyOf(b)];
          const order = x < y ? -1 : x > y ? 1 : 0;
          return args.sort!.order === 'DESC' ? -order : order;
        });
      }
      return {
        items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((item) => ({ item, state })),
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.ceil(items.length / pageSize) },
        total_count: items.length
      };
    },
    applied_coupon: async (quote: QuoteRow, _: unknown, ctx: Ctx) => {
      const coupon = (await stateOf(quote, ctx)).totals.appliedCoupon;
      return coupon ? { code: coupon.code } : null;
    },
    applied_coupons: async (quote: QuoteRow, _: unknown, ctx: Ctx) => {
      const coupon = (await stateOf(quote, ctx)).totals.appliedCoupon;
      return coupon ? [{ code: coupon.code }] : null;
    },
    applied_reward_points: async (quote: QuoteRow, _: unknown, ctx: Ctx) => {
      const { totals } = await stateOf(quote, ctx);
      return totals.rewardPointsUsed > 0 ? { points: totals.rewardPointsUsed, money: { value: totals.rewardAmount, currency: ctx.currency } } : null;
    },
    applied_gift_cards: () => [],
    shipping_addresses: async (quote: QuoteRow, _: unknown, ctx: Ctx) => {
      const state = await stateOf(quote, ctx);
      return state.shippingAddress ? [{ address: state.shippingAddress, quote }] : [];
    },
    billing_address: async (quote: QuoteRow, _: unknown, ctx: Ctx) => {
      const state = await stateOf(quote, ctx);
      return state.billingAddress ? { address: state.billingAddress, quote } : null;
    },
    available_payment_methods: (quote: QuoteRow, _: unknown, ctx: Ctx) => availablePaymentMethods(ctx, quote.customer_id),
    selected_payment_method: (quote: QuoteRow, _: unknown, ctx: Ctx) => ({
      code: quote.payment_method_code ?? '',
      title: quote.payment_method_code ? paymentTitle(quote.payment_method_code, ctx.store.locale) : '',
      purchase_order_number: null
    }),
    prices: (quote: QuoteRow, _: unknown, ctx: Ctx) => stateOf(quote, ctx),
    total_quantity: async (quote: QuoteRow, _: unknown, ctx: Ctx) => (await stateOf(quote, ctx)).totals.totalQuantity,
    // Every line is a simple product or a configurable product's chosen variant: the same count.
    total_summary_quantity_including_config: async (quote: QuoteRow, _: unknown, ctx: Ctx) => (await stateOf(quote, ctx)).totals.totalQuantity,
    free_delivery: async (quote: QuoteRow, args: { carrier_code: string; method_code: string }, ctx: Ctx) => {
      const { totals } = await stateOf(quote, ctx);
      const progress = await freeDeliveryProgress(ctx, args, totals.subtotalInclTax - totals.discount);
      return progress && { threshold: money(progress.threshold, ctx), remaining: money(progress.remaining, ctx) };
    },
    is_virtual: () => false
  },
  CartPrices: {
    grand_total: (state: CartState, _: unknown, ctx: Ctx) => money(state.totals.grandTotal, ctx),
    grand_total_excluding_tax: (state: CartState, _: unknown, ctx: Ctx) => money(state.totals.grandTotal - state.totals.taxTotal, ctx),
    subtotal_including_tax: (state: CartState, _: unknown, ctx: Ctx) => money(state.totals.subtotalInclTax, ctx),
    subtotal_excluding_tax: (state: CartState, _: unknown, ctx: Ctx) => money(state.totals.subtotalExclTax, ctx),
    subtotal_with_discount_excluding_tax: (state: CartState, _: unknown, ctx: Ctx) => money(state.totals.subtotalWithDiscountExclTax, ctx),
    applied_taxes: (state: CartState, _: unknown, ctx: Ctx) => state.totals.taxes.map((t) => ({ label: vatTitle(t.rate, ctx.store.locale), amount: money(t.amount, ctx) })),
    discounts: (state: CartState, _: unknown, ctx: Ctx) => {
      const { appliedCoupon: coupon, discount, rewardPointsUsed, rewardAmount } = state.totals;
      return [
        ...(coupon && discount > 0 ? [{ label: coupon.label, amount: money(discount, ctx), applied_to: 'ITEM', coupon: { code: coupon.code } }] : []),
        ...(rewardPointsUsed > 0 ? [rewardPointsDiscount(rewardPointsUsed, rewardAmount, ctx)] : [])
      ];
    },
    discount: (state: CartState, _: unknown, ctx: Ctx) => {
      const coupon = state.totals.appliedCoupon;
      return coupon && state.totals.discount > 0 ? { amount: money(state.totals.discount, ctx), label: [coupon.label] } : null;
    }
  },
  CartItemInterface: {
    __resolveType: ({ item }: ItemSource) => (item.parent ? 'ConfigurableCartItem' : 'SimpleCartItem')
  },
  SimpleCartItem: ItemFields,
  ConfigurableCartItem: {
    ...ItemFields,
    configurable_options: ({ item }: ItemSource, _: unknown, ctx: Ctx) => selectedConfigurableOptions(ctx, item),
    configured_variant: ({ item }: ItemSource) => item.product
  },
  CartAddressInterface: {
    __resolveType: ({ address }: AddressSource) => (address.address_type === 'shipping' ? 'ShippingCartAddress' : 'BillingCartAddress')
  },
  BillingCartAddress: { ...AddressFields, customer_notes: () => null },
  ShippingCartAddress: {
    ...AddressFields,
    customer_notes: ({ address }: AddressSource) => address.customer_notes,
    pickup_location_code: ({ address }: AddressSource) => address.pickup_location_code,
    parcel_locker_code: ({ address }: AddressSource) => address.parcel_locker_code,
    cart_items_v2: async ({ quote }: AddressSource, _: unknown, ctx: Ctx) => {
      const state = await stateOf(quote, ctx);
      return state.items.map((item) => ({ item, state }));
    },
    available_shipping_methods: async ({ address, quote }: AddressSource, _: unknown, ctx: Ctx) => {
      const state = await stateOf(quote, ctx);
      const methods = await availableShippingMethods(ctx, address, state.totals.subtotalInclTax - state.totals.discount);
      return methods.map((m) => shippingMethodOutput(ctx, m.rate.carrier_code, m.rate.method_code, m.carrierTitle, m.methodTitle, m.amount, true));
    },
    selected_shipping_method: async ({ address, quote }: AddressSource, _: unknown, ctx: Ctx) => {
      const rate = await findRate(ctx, quote.shipping_carrier_code, quote.shipping_method_code);
      if (!rate || !rateServes(rate, address)) return null;
      const state = await stateOf(quote, ctx);
      const method = describeRate(ctx, rate, state.totals.subtotalInclTax - state.totals.discount);
      const output = shippingMethodOutput(ctx, rate.carrier_code, rate.method_code, method.carrierTitle, method.methodTitle, state.totals.shippingInclTax, true);
      return output;
    }
  }
};

export function shippingMethodOutput(ctx: Ctx, carrierCode: string, methodCode: string, carrierTitle: string, methodTitle: string, amountInclTax: number, available: boolean) {
  const excl = Math.round((Math.round(amountInclTax * 100) * 100) / (100 + SHIPPING_VAT_RATE)) / 100;
  return {
    carrier_code: carrierCode,
    carrier_title: carrierTitle,
    method_code: methodCode,
    method_title: methodTitle,
    error_message: null,
    amount: money(amountInclTax, ctx),
    price_incl_tax: money(amountInclTax, ctx),
    price_excl_tax: money(excl, ctx),
    available
  };
}

/** customer.orders, guestOrder, CustomerOrder and its items (SalesGraphQl), reorderItems, customer.reward_points. */
import type { GraphQLContext } from '../context';
import { translateMessage } from '../../http/messages';
import type { OrderAddressRow, OrderItemRow, OrderRow } from '../../repositories/order';
import { encodeUid, loadProducts } from '../../services/catalog';
import { addressCustomAttributes } from './eav';
import { requireCustomer } from '../../services/customerAuth';
import { guestOrder, guestOrderByToken, orderToken, type GuestOrderInput } from '../../services/guestOrder';
import { orderItemProgress } from '../../services/salesDocuments';
import type { BankTransferAccount, RewardRates } from '../../services/storeConfig';
import { SHIPPING_VAT_RATE, vatTitle } from '../../services/vat';
import {
  canReorder, customerOrders, firstOrderDate, orderAddress, orderItems, orderRewardPoints, orderStatusLabel, reorderItems, rewardAmount, rewardHistory, rewardPoints,
  type CustomerOrdersArgs
} from '../../services/order';

import {
  cancelOrder, confirmCancelOrder, ORDER_CANCELLATION_ENABLED, ORDER_CANCELLATION_REASONS, requestGuestOrderCancel
} from '../../services/orderCancellation';

type Ctx = GraphQLContext;

const round2 = (n: number) => Math.round(n * 100) / 100;
const money = (value: number, ctx: Ctx) => ({ value: round2(value), currency: ctx.currency });

/**
 * ShippingHandling.taxes of an order or an invoice: the VAT the delivery itself contains, at the
 * delivery's rate (its part of that rate's entry among the document's taxes), titled as that entry.
 */
export function shippingTaxes(
  document: { shipping_incl_tax: number; shipping_excl_tax: number; taxes: Array<{ rate: number; title: string }> }, ctx: Ctx
) {
  if (document.shipping_incl_tax <= 0) return [];
  const title = document.taxes.find((t) => t.rate === SHIPPING_VAT_RATE)?.title ?? vatTitle(SHIPPING_VAT_RATE, ctx.store.locale);
  return [{ amount: money(document.shipping_incl_tax - document.shipping_excl_tax, ctx), title, rate: SHIPPING_VAT_RATE }];
}

function addressOutput(address: OrderAddressRow | null) {
  if (!address) return null;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    middlename: null,
    region: address.region,
    region_id: address.region_id === null ? null : String(address.region_id),
    country_code: address.country_id,
    street: address.street,
    company: address.company,
    telephone: address.telephone,
    fax: null,
    postcode: address.postcode,
    city: address.city,
    prefix: null,
    suffix: null,
    vat_id: address.vat_id,
    custom_attributesV2: addressCustomAttributes(address)
  };
}

/**
 * Reward points that paid part of a cart or order, as a Discount entry: Magento Commerce lists them
 * apart (applied_reward_points), but as a discount every client's summary adds up to the grand total.
 */
export function rewardPointsDiscount(points: number, amount: number, ctx: Ctx) {
  return { amount: money(amount, ctx), label: translateMessage(`My GNC Rewards points (${points})`, ctx.store.locale), applied_to: 'ITEM', coupon: null };
}

/** The coupon's discount, and the reward points that paid part of the order (so the totals add up on any client). */
export const discountsOf = (order: OrderRow, ctx: Ctx) => [
  ...(order.discount_amount > 0
    ? [{ amount: money(order.discount_amount, ctx), label: order.discount_label ?? order.coupon_code ?? '', applied_to: 'ITEM', coupon: order.coupon_code ? { code: order.coupon_code } : null }]
    : []),
  ...(order.reward_points_used > 0 ? [rewardPointsDiscount(order.reward_points_used, order.reward_amount, ctx)] : [])
];

const ItemFields = {
  id: (item: OrderItemRow) => encodeUid(item.item_id),
  product_name: (item: OrderItemRow) => item.name,
  product_sku: (item: OrderItemRow) => item.sku,
  product_url_key: (item: OrderItemRow) => item.url_key,
  product_type: (item: OrderItemRow) => item.product_type,
  status: async (item: OrderItemRow, _: unknown, ctx: Ctx) => (await orderItemProgress(ctx, item)).status,
  product_sale_price: (item: OrderItemRow, _: unknown, ctx: Ctx) => money(item.price_incl_tax, ctx),
  discounts: (item: OrderItemRow, _: unknown, ctx: Ctx) => (item.discount_amount > 0 ? [{ amount: money(item.discount_amount, ctx), label: 'Discount', applied_to: 'ITEM' }] : []),
  selected_options: (item: OrderItemRow) => item.selected_options,
  entered_options: () => [],
  quantity_ordered: (item: OrderItemRow) => item.quantity,
  quantity_shipped: async (item: OrderItemRow, _: unknown, ctx: Ctx) => (await orderItemProgress(ctx, item)).shipped,
  quantity_refunded: () => 0,
  quantity_invoiced: async (item: OrderItemRow, _: unknown, ctx: Ctx) => (await orderItemProgress(ctx, item)).invoiced,
  quantity_canceled: async (item: OrderItemRow, _: unknown, ctx: Ctx) => (await orderItemProgress(ctx, item)).canceled,
  quantity_returned: () => 0,
  product: async (item: OrderItemRow, _: unknown, ctx: Ctx) => {
    const id = item.parent_product_id ?? item.product_id;
    return id === null ? null : (await loadProducts(ctx, [id]))[0] ?? null;
  }
};

export default {
  Query: {
    guestOrder: (_: unknown, args: { input: GuestOrderInput }, ctx: Ctx) => guestOrder(ctx, args.input),
    guestOrderByToken: (_: unknown, args: { input: { token: string } }, ctx: Ctx) => guestOrderByToken(ctx, args.input.token)
  },
  Customer: {
    orders: async (_: unknown, args: CustomerOrdersArgs, ctx: Ctx) => customerOrders(ctx, await requireCustomer(ctx), args),
    reward_points: async (_: unknown, __: unknown, ctx: Ctx) => rewardPoints(ctx, await requireCustomer(ctx))
  },
  Mutation: {
    reorderItems: async (_: unknown, args: { orderNumber: string }, ctx: Ctx) => {
      const { quote, userInputErrors } = await reorderItems(ctx, args.orderNumber);
      return { cart: quote, userInputErrors };
    },
    cancelOrder: (_: unknown, args: { input: { order_id: string; reason: string } }, ctx: Ctx) => cancelOrder(ctx, args.input),
    requestGuestOrderCancel: (_: unknown, args: { input: { token: string; reason: string } }, ctx: Ctx) => requestGuestOrderCancel(ctx, args.input),
    confirmCancelOrder: (_: unknown, args: { input: { order_id: string; confirmation_key: string } }, ctx: Ctx) => confirmCancelOrder(ctx, args.input)
  },
  StoreConfig: {
    order_cancellation_enabled: () => ORDER_CANCELLATION_ENABLED,
    order_cancellation_reasons: () => ORDER_CANCELLATION_REASONS
  },
  CustomerOrders: {
    date_of_first_order: (result: Awaited<ReturnType<typeof customerOrders>>, _: unknown, ctx: Ctx) => firstOrderDate(ctx, result.firstOrderScope)
  },
  CustomerOrder: {
    id: (order: OrderRow) => encodeUid(order.order_id),
    order_date: (order: OrderRow) => order.created_at,
    created_at: (order: OrderRow) => order.created_at,
    order_status_change_date: (order: OrderRow) => order.updated_at,
    customer_info: (order: OrderRow) => ({
      firstname: order.customer_firstname, lastname: order.customer_lastname, middlename: null, prefix: null, suffix: null
    }),
    // CANCEL only where shoppers may cancel orders (never in this store).
    available_actions: async (order: OrderRow, _: unknown, ctx: Ctx) => ((await canReorder(ctx, order)) ? ['REORDER'] : []),
    status: (order: OrderRow, _: unknown, ctx: Ctx) => orderStatusLabel(order, ctx.store.locale),
    number: (order: OrderRow) => order.increment_id,
    order_number: (order: OrderRow) => order.increment_id,
    increment_id: (order: OrderRow) => order.increment_id,
    grand_total: (order: OrderRow) => order.grand_total,
    email: (order: OrderRow) => order.customer_email,
    is_virtual: () => false,
    reward_points_earned: async (order: OrderRow, _: unknown, ctx: Ctx) => (await orderRewardPoints(ctx, order)).earned,
    reward_points_pending: async (order: OrderRow, _: unknown, ctx: Ctx) => (await orderRewardPoints(ctx, order)).pending,
    token: (order: OrderRow, _: unknown, ctx: Ctx) => orderToken(ctx, order),
    applied_coupons: (order: OrderRow) => (order.coupon_code ? [{ code: order.coupon_code }] : []),
    items: (order: OrderRow, _: unknown, ctx: Ctx) => orderItems(ctx, order.order_id),
    shipping_address: async (order: OrderRow, _: unknown, ctx: Ctx) => addressOutput(await orderAddress(ctx, order.order_id, 'shipping')),
    billing_address: async (order: OrderRow, _: unknown, ctx: Ctx) => addressOutput(await orderAddress(ctx, order.order_id, 'billing')),
    carrier: (order: OrderRow) => order.shipping_description.split(' - ')[0],
    shipping_method: (order: OrderRow) => order.shipping_description,
    payment_methods: (order: OrderRow) => {
      const payment = order.payment as { method?: string; title?: string; brand?: string; last4?: string; bank_account?: BankTransferAccount };
      const bank = payment.bank_account;
      return [{
        name: payment.title ?? payment.method ?? '',
        type: payment.method ?? '',
        additional_data: [
          ...(payment.last4 ? [{ name: 'card', value: `${payment.brand ?? ''} **** ${payment.last4}`.trim() }] : []),
          // Bank transfer, while the payment is awaited: the account as it was when the order was placed
          // (Magento's payment additional information).
          ...(bank && order.state === 'new' ? [
            { name: 'instructions', value: bank.instructions },
            { name: 'beneficiary', value: bank.beneficiary },
            { name: 'iban', value: bank.iban },
            { name: 'bank', value: bank.bank },
            { name: 'reference', value: order.increment_id }
          ] : [])
        ]
      }];
    },
    total: (order: OrderRow, _: unknown, ctx: Ctx) => {
      const taxes = order.taxes.map((t) => ({ amount: money(t.amount, ctx), title: t.title, rate: t.rate }));
      return {
        subtotal: money(order.subtotal_excl_tax, ctx),
        subtotal_excl_tax: money(order.subtotal_excl_tax, ctx),
        subtotal_incl_tax: money(order.subtotal_incl_tax, ctx),
        discounts: discountsOf(order, ctx),
        total_tax: money(order.tax_amount, ctx),
        taxes,
        grand_total: money(order.grand_total, ctx),
        base_grand_total: money(order.grand_total, ctx),
        total_shipping: money(order.shipping_excl_tax, ctx),
        shipping_handling: {
          total_amount: money(order.shipping_excl_tax, ctx),
          amount_including_tax: money(order.shipping_incl_tax, ctx),
          amount_excluding_tax: money(order.shipping_excl_tax, ctx),
          taxes: shippingTaxes(order, ctx),
          discounts: []
        }
      };
    }
  },
  OrderItemInterface: {
    __resolveType: (item: OrderItemRow) => (item.product_type === 'configurable' ? 'ConfigurableOrderItem' : 'OrderItem')
  },
  OrderItem: ItemFields,
  ConfigurableOrderItem: { ...ItemFields, parent_sku: (item: OrderItemRow) => item.parent_sku },
  RewardPoints: {
    balance_history: async (source: { customerId: number; rates: RewardRates }, args: { pageSize?: number | null; currentPage?: number | null }, ctx: Ctx) => {
      const pageSize = args.pageSize ?? 1000;
      const { rows } = await rewardHistory(ctx, source.customerId, pageSize, args.currentPage ?? 1);
      return rows.map((row) => ({
        balance: rewardAmount(row.balance_after, source.rates, ctx.currency),
        change_reason: translateMessage(row.reason, ctx.store.locale),
        date: row.created_at,
        points_change: row.points
      }));
    },
    balance_history_total_count: async (source: { customerId: number }, _: unknown, ctx: Ctx) => (await rewardHistory(ctx, source.customerId, 1, 1)).total,
    exchange_rates: (source: { rates: RewardRates }) => ({
      earning: { currency_amount: source.rates.currencyPerPoint, points: 1 },
      redemption: { currency_amount: 1, points: 1 / source.rates.pointValue }
    })
  }
};

/** Checkout mutations (QuoteGraphQl) and the parcel locker list. */
import type { GraphQLContext } from '../context';
import { findOrderById } from '../../repositories/order';
import { listParcelLockers } from '../../repositories/shipping';
import { checkoutAgreements } from '../../services/checkoutAgreements';
import { shippingMethodOutput } from './cart';
import {
  estimateShippingMethods, estimateTotals, placeOrder, setBillingAddress, setGuestEmail, setPaymentMethod, setShippingAddress, setShippingMethod,
  type BillingAddressRequest, type PaymentMethodRequest, type ShippingAddressRequest
} from '../../services/checkout';

type Ctx = GraphQLContext;

export default {
  Query: {
    parcelLockers: async (_: unknown, args: { region_code?: string | null; city?: string | null }, ctx: Ctx) =>
      (await listParcelLockers(ctx.db, { regionCode: args.region_code, city: args.city })).map((l) => ({ ...l, code: l.locker_code })),
    checkoutAgreements: (_: unknown, __: unknown, ctx: Ctx) => checkoutAgreements(ctx)
  },
  Mutation: {
    setGuestEmailOnCart: async (_: unknown, args: { input: { cart_id: string; email: string } }, ctx: Ctx) => ({
      cart: await setGuestEmail(ctx, args.input?.cart_id, args.input?.email)
    }),
    setShippingAddressesOnCart: async (_: unknown, args: { input: { cart_id: string; shipping_addresses: ShippingAddressRequest[] } }, ctx: Ctx) => ({
      cart: await setShippingAddress(ctx, args.input?.cart_id, args.input?.shipping_addresses ?? [])
    }),
    setBillingAddressOnCart: async (_: unknown, args: { input: { cart_id: string; billing_address: BillingAddressRequest } }, ctx: Ctx) => ({
      cart: await setBillingAddress(ctx, args.input?.cart_id, args.input?.billing_address ?? {})
    }),
    setShippingMethodsOnCart: async (_: unknown, args: { input: { cart_id: string; shipping_methods: Array<{ carrier_code: string; method_code: string }> } }, ctx: Ctx) => ({
      cart: await setShippingMethod(ctx, args.input?.cart_id, args.input?.shipping_methods ?? [])
    }),
    setPaymentMethodOnCart: async (_: unknown, args: { input: { cart_id: string; payment_method: PaymentMethodRequest } }, ctx: Ctx) => ({
      cart: await setPaymentMethod(ctx, args.input?.cart_id, args.input?.payment_method)
    }),
    estimateShippingMethods: async (_: unknown, args: { input: { cart_id: string; address: { country_code: string; region?: { region_code?: string | null } | null } } }, ctx: Ctx) => {
      const methods = await estimateShippingMethods(ctx, args.input?.cart_id, args.input?.address);
      return methods.map((m) => shippingMethodOutput(ctx, m.rate.carrier_code, m.rate.method_code, m.carrierTitle, m.methodTitle, m.amount, true));
    },
    estimateTotals: async (
      _: unknown,
      args: { input: { cart_id: string; address: { country_code: string; region?: { region_code?: string | null; region_id?: number | null } | null }; shipping_method?: { carrier_code: string; method_code: string } | null } },
      ctx: Ctx
    ) => ({ cart: await estimateTotals(ctx, args.input?.cart_id, args.input?.address, args.input?.shipping_method) }),
    placeOrder: async (_: unknown, args: { input: { cart_id: string } }, ctx: Ctx) => {
      const placed = await placeOrder(ctx, args.input?.cart_id);
      const order = await findOrderById(ctx.db, placed.orderId);
      return { order: { order_number: placed.number, order_id: placed.number }, orderV2: order, errors: [] };
    }
  }
};

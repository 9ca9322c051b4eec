/**
 * Saved cards (VaultGraphQl): customerPaymentTokens, deletePaymentToken — the signed-in customer's only;
 * StoreConfig's Check / Money Order and Zero Subtotal Checkout settings (PaymentGraphQl).
 */
import type { GraphQLContext } from '../context';
import { requireCustomer } from '../../services/customerAuth';
import { customerPaymentTokens, deletePaymentToken, offlinePaymentStoreConfig } from '../../services/payment';

type Ctx = GraphQLContext;

export default {
  Query: {
    customerPaymentTokens: async (_: unknown, __: unknown, ctx: Ctx) => customerPaymentTokens(ctx.db, await requireCustomer(ctx))
  },
  Mutation: {
    deletePaymentToken: async (_: unknown, args: { public_hash: string }, ctx: Ctx) =>
      deletePaymentToken(ctx.db, await requireCustomer(ctx), args.public_hash)
  },
  StoreConfig: Object.fromEntries(Object.entries(offlinePaymentStoreConfig()).map(([field, value]) => [field, () => value]))
};

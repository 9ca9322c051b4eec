/** Saved cards (VaultGraphQl): customerPaymentTokens, deletePaymentToken — the signed-in customer's only. */
import type { GraphQLContext } from '../context';
import { requireCustomer } from '../../services/customerAuth';
import { customerPaymentTokens, deletePaymentToken } from '../../services/payment';

type Ctx = GraphQLContext;

export default {
  Query: {
    customerPaymentTokens: async (_: unknown, __: unknown, ctx: Ctx) => customerPaymentTokens(ctx.db, await requireCustomer(ctx))
  },
  Mutation: {
    deletePaymentToken: async (_: unknown, args: { public_hash: string }, ctx: Ctx) =>
      deletePaymentToken(ctx.db, await requireCustomer(ctx), args.public_hash)
  }
};

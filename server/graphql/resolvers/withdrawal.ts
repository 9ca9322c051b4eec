/** requestOrderWithdrawal and CustomerOrder's withdrawal, withdrawal_deadline and withdrawal_open (services/withdrawal.ts). */
import type { GraphQLContext } from '../context';
import type { OrderRow } from '../../repositories/order';
import {
  orderWithdrawal, orderWithdrawalDeadline, orderWithdrawalOpen, requestOrderWithdrawal, withdrawalOutput, type OrderWithdrawalInput
} from '../../services/withdrawal';

type Ctx = GraphQLContext;

export default {
  Mutation: {
    requestOrderWithdrawal: async (_: unknown, args: { input: OrderWithdrawalInput }, ctx: Ctx) => {
      const { withdrawal, already_requested } = await requestOrderWithdrawal(ctx, args.input);
      return { withdrawal: withdrawalOutput(withdrawal), already_requested };
    }
  },
  CustomerOrder: {
    withdrawal: async (order: OrderRow, _: unknown, ctx: Ctx) => {
      const withdrawal = await orderWithdrawal(ctx, order);
      return withdrawal ? withdrawalOutput(withdrawal) : null;
    },
    withdrawal_deadline: (order: OrderRow, _: unknown, ctx: Ctx) => orderWithdrawalDeadline(ctx, order),
    withdrawal_open: (order: OrderRow, _: unknown, ctx: Ctx) => orderWithdrawalOpen(ctx, order)
  }
};

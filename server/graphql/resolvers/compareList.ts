/** Compare lists (Magento's CompareListGraphQl): compareList, its mutations and Customer.compare_list. */
import type { GraphQLContext } from '../context';
import type { CustomerRow } from '../../repositories/customer';
import {
  addProductsToCompareList, assignCompareListToCustomer, comparedAttributes, createCompareList, customerCompareList,
  getCompareList, removeCompareList, removeProductsFromCompareList, type CompareListOutput
} from '../../services/compareList';

type Ctx = GraphQLContext;
type ListInput = { uid?: string | null; products?: string[] | null };

export default {
  Query: {
    compareList: (_: unknown, args: { uid: string }, ctx: Ctx) => getCompareList(ctx, args.uid)
  },
  Mutation: {
    createCompareList: (_: unknown, args: { input?: { products?: string[] | null } | null }, ctx: Ctx) => createCompareList(ctx, args.input?.products),
    addProductsToCompareList: (_: unknown, args: { input?: ListInput | null }, ctx: Ctx) => addProductsToCompareList(ctx, args.input ?? {}),
    removeProductsFromCompareList: (_: unknown, args: { input?: ListInput | null }, ctx: Ctx) => removeProductsFromCompareList(ctx, args.input ?? {}),
    assignCompareListToCustomer: (_: unknown, args: { uid: string }, ctx: Ctx) => assignCompareListToCustomer(ctx, args.uid),
    deleteCompareList: (_: unknown, args: { uid: string }, ctx: Ctx) => removeCompareList(ctx, args.uid)
  },
  Customer: {
    compare_list: (customer: CustomerRow, _: unknown, ctx: Ctx) => customerCompareList(ctx, customer.customer_id)
  },
  CompareList: {
    uid: (compared: CompareListOutput) => compared.list.masked_id,
    item_count: (compared: CompareListOutput) => compared.products.length,
    items: async (compared: CompareListOutput, _: unknown, ctx: Ctx) => (await comparedAttributes(ctx, compared)).items,
    attributes: async (compared: CompareListOutput, _: unknown, ctx: Ctx) => (await comparedAttributes(ctx, compared)).attributes
  }
};

/**
 * ProductPrice.prior_price (the priceHistory extension of shared/magentoExtensions.json): the Omnibus
 * prior price of a shown price, from the products that give it (services/priceHistory.ts). Every
 * ProductPrice carries them (resolvers/catalogProduct.ts), in listings, product pages, carousels and
 * cart items alike; a page's prices are read in one batch.
 */
import type { GraphQLContext } from '../context';
import { priorPriceFor, type PriceSources } from '../../services/priceHistory';

type Ctx = GraphQLContext;

export default {
  ProductPrice: {
    prior_price: async (price: { sources?: PriceSources; final_price: { currency: string } }, _: unknown, ctx: Ctx) => {
      const prior = price.sources ? await priorPriceFor(ctx, price.sources) : null;
      return prior && { ...prior, amount: { value: prior.amount, currency: price.final_price.currency } };
    }
  }
};

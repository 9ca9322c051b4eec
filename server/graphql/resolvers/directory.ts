/** currency, countries, country. */
import type { GraphQLContext } from '../context';
import { noSuchEntityError } from '../../domain/errors';
import { countryById, currencyInfo, listCountryOutputs } from '../../services/directory';

export default {
  Query: {
    currency: (_root: unknown, _args: unknown, ctx: GraphQLContext) => currencyInfo(ctx),
    countries: (_root: unknown, _args: unknown, ctx: GraphQLContext) => listCountryOutputs(ctx),
    country: async (_root: unknown, args: { id?: string | null }, ctx: GraphQLContext) => {
      const id = args.id ?? '';
      const country = id ? await countryById(ctx, id) : null;
      // Magento's message for an unknown or unavailable country id.
      if (!country) throw noSuchEntityError('COUNTRY_NOT_FOUND', `The country isn't available.`);
      return country;
    }
  }
};

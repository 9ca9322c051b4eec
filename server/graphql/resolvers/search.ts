/** searchTerm (PWA Studio's module): the store view's search term, Magento's answer for an unknown one. */
import type { GraphQLContext } from '../context';
import { searchTerm } from '../../services/searchTerms';

export default {
  Query: {
    searchTerm: (_root: unknown, args: { Search?: string | null }, ctx: GraphQLContext) => searchTerm(ctx, args.Search ?? null)
  }
};

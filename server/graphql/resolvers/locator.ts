/** MpStoreLocatorLocations and MpStoreLocatorConfig. */
import type { GraphQLContext } from '../context';
import { addCacheTags } from '../../domain/context';
import { listLocations, locatorConfig, type FilterTypeInput } from '../../services/locator';

export default {
  Query: {
    MpStoreLocatorLocations: (
      _root: unknown,
      args: { filter?: Record<string, FilterTypeInput | null> | null; pageSize?: number | null; currentPage?: number | null },
      ctx: GraphQLContext
    ) => listLocations(ctx, args),
    MpStoreLocatorConfig: (_root: unknown, _args: { storeId?: string | null }, ctx: GraphQLContext) => {
      addCacheTags(ctx, 'mpstorelocator_location');
      return locatorConfig(ctx);
    }
  }
};

/** storeConfig and availableStores. */
import type { GraphQLContext } from '../context';
import { addCacheTags } from '../../domain/context';
import { buildStoreConfig, listAvailableStores } from '../../services/storeConfig';

export default {
  Query: {
    storeConfig: (_root: unknown, _args: unknown, ctx: GraphQLContext) => {
      addCacheTags(ctx, 'store_config', `store_config_${ctx.store.id}`);
      return buildStoreConfig(ctx, ctx.store);
    },
    availableStores: (_root: unknown, args: { useCurrentGroup?: boolean | null }, ctx: GraphQLContext) => {
      addCacheTags(ctx, 'store_config');
      return listAvailableStores(ctx, Boolean(args.useCurrentGroup));
    }
  }
};

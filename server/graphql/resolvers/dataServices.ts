/** dataServicesStorefrontInstanceContext and experienceConnectorContext: the store view's identity, no event destination. */
import type { GraphQLContext } from '../context';
import { addCacheTags } from '../../domain/context';
import { buildStoreConfig } from '../../services/storeConfig';

export default {
  Query: {
    dataServicesStorefrontInstanceContext: async (_root: unknown, _args: unknown, ctx: GraphQLContext) => {
      addCacheTags(ctx, 'store_config', `store_config_${ctx.store.id}`);
      const config = await buildStoreConfig(ctx, ctx.store);
      return {
        environment_id: null,
        environment: null,
        store_url: config.secure_base_link_url,
        website_id: config.website_id,
        website_code: config.website_code,
        store_id: ctx.store.groupId,
        store_code: ctx.store.groupCode,
        store_view_id: ctx.store.id,
        store_view_code: ctx.store.code,
        website_name: config.website_name,
        store_name: ctx.store.groupName,
        store_view_name: ctx.store.name,
        base_currency_code: ctx.store.baseCurrencyCode,
        store_view_currency_code: ctx.store.defaultDisplayCurrencyCode,
        catalog_extension_version: null,
        ims_org_id: null
      };
    },
    experienceConnectorContext: () => ({ datastream_id: null })
  }
};

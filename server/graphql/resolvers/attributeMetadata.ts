/**
 * EavGraphQl's attribute metadata queries (customAttributeMetadataV2, attributesList, the deprecated
 * customAttributeMetadata) and PWA Studio's attributesMetadata, over the store's product attributes.
 */
import type { GraphQLContext } from '../context';
import {
  attributesList, attributesMetadata, customAttributeMetadata, pwaAttributesMetadata
} from '../../services/attributeMetadata';
import type { AttributeFilterInput } from '../../services/productAttributes';
import { attributeMetadata } from './eav';

type Ctx = GraphQLContext;
type AttributeInputArg = { attribute_code?: string | null; entity_type?: string | null };

export default {
  Query: {
    customAttributeMetadata: (_: unknown, args: { attributes: AttributeInputArg[] }, ctx: Ctx) => customAttributeMetadata(ctx, args.attributes),
    customAttributeMetadataV2: (_: unknown, args: { attributes?: AttributeInputArg[] | null }, ctx: Ctx) => attributesMetadata(ctx, args.attributes),
    attributesList: (_: unknown, args: { entityType: string; filters?: AttributeFilterInput | null }, ctx: Ctx) =>
      attributesList(ctx, args.entityType, args.filters),
    attributesMetadata: async (_: unknown, args: { entityType: string; attributeUids?: string[] | null }, ctx: Ctx) => ({
      items: (await pwaAttributesMetadata(ctx, args.entityType, args.attributeUids)).map((attribute) => attributeMetadata(ctx, attribute))
    })
  },
  CustomAttributeMetadataInterface: {
    __resolveType: (value: { __typename?: string }) => value.__typename ?? 'AttributeMetadata'
  },
  CustomAttributeOptionInterface: {
    __resolveType: () => 'AttributeOptionMetadata'
  }
};

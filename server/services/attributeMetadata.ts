/**
 * Attribute metadata as Magento 2.4.7's EavGraphQl answers it (customAttributeMetadataV2, attributesList,
 * the deprecated customAttributeMetadata), from the store's product attribute definitions
 * (services/productAttributes.ts, where their flags live). Entity types are EAV entity type codes
 * (catalog_product, ...) in the inputs and AttributeEntityTypeEnum values in the answers. The store
 * describes product attributes only: the other entities Magento knows have none here.
 */
import type { RequestContext } from '../domain/context';
import { inputError, noSuchEntityError } from '../domain/errors';
import { encodeUid } from './catalog';
import {
  attributeLabelIn, attributeMatches, attributeOptionValues, attributeUid, productAttributes, type AttributeFilterInput,
  type AttributeInput, type ProductAttribute
} from './productAttributes';

type Ctx = Pick<RequestContext, 'db' | 'store'>;

export const PRODUCT_ENTITY = 'catalog_product';
/** Magento's EAV entity types (eav_entity_type codes) a storefront may ask about. */
const ENTITY_TYPES = new Set([PRODUCT_ENTITY, 'catalog_category', 'customer', 'customer_address']);

export const ENTITY_NOT_FOUND_MESSAGE = 'Entity "%entity" could not be found.';
export const ATTRIBUTE_NOT_FOUND_MESSAGE = 'Attribute code "%code" could not be found.';

const FRONTEND_INPUT: Record<AttributeInput, string> = {
  select: 'SELECT', multiselect: 'MULTISELECT', boolean: 'BOOLEAN', date: 'DATE', text: 'TEXT', textarea: 'TEXTAREA'
};

/** Magento's CatalogAttributeMetadata of a product attribute. */
function catalogAttributeMetadata(ctx: Ctx, attribute: ProductAttribute) {
  return {
    __typename: 'CatalogAttributeMetadata',
    uid: attributeUid(attribute.code),
    code: attribute.code,
    label: attributeLabelIn(attribute, ctx.store.id),
    entity_type: 'CATALOG_PRODUCT',
    frontend_input: FRONTEND_INPUT[attribute.input],
    is_required: false,
    default_value: null,
    is_unique: false,
    options: attributeOptionValues(attribute, ctx.store).map((o) => ({ uid: encodeUid(o.value), label: o.label, value: o.value, is_default: false })),
    // Every attribute applies to every product type (Magento answers an empty apply_to).
    apply_to: [],
    ...attribute.use
  };
}

export type AttributeMetadataOutput = ReturnType<typeof catalogAttributeMetadata>;
export interface AttributeMetadataError {
  type: 'ENTITY_NOT_FOUND' | 'ATTRIBUTE_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

/** customAttributeMetadataV2(attributes): the attributes found, and an error for each entity or code that is not. */
export async function attributesMetadata(
  ctx: Ctx, inputs: ReadonlyArray<{ attribute_code?: string | null; entity_type?: string | null }> | null | undefined
): Promise<{ items: AttributeMetadataOutput[]; errors: AttributeMetadataError[] }> {
  const items: AttributeMetadataOutput[] = [];
  const errors: AttributeMetadataError[] = [];
  if (!inputs?.length) return { items, errors };
  const byEntity = new Map<string, string[]>();
  for (const input of inputs) {
    const entity = input.entity_type ?? '';
    byEntity.set(entity, [...(byEntity.get(entity) ?? []), input.attribute_code ?? '']);
  }
  const attributes = await productAttributes(ctx);
  for (const [entity, codes] of byEntity) {
    if (!ENTITY_TYPES.has(entity)) {
      errors.push({ type: 'ENTITY_NOT_FOUND', message: ENTITY_NOT_FOUND_MESSAGE.replace('%entity', entity) });
      continue;
    }
    const found = entity === PRODUCT_ENTITY ? attributes.filter((a) => codes.includes(a.code)) : [];
    for (const code of codes.filter((c) => !found.some((a) => a.code === c))) {
      errors.push({ type: 'ATTRIBUTE_NOT_FOUND', message: ATTRIBUTE_NOT_FOUND_MESSAGE.replace('%code', code) });
    }
    items.push(...found.map((a) => catalogAttributeMetadata(ctx, a)));
  }
  return { items, errors };
}

/** attributesList(entityType, filters): the entity's attributes whose flags match the filters. */
export async function attributesList(ctx: Ctx, entityType: string, filters: AttributeFilterInput | null | undefined) {
  const attributes = entityType === 'CATALOG_PRODUCT' ? await productAttributes(ctx) : [];
  return { items: attributes.filter((a) => attributeMatches(a, filters)).map((a) => catalogAttributeMetadata(ctx, a)), errors: [] };
}

/** Magento's type of an attribute's value in GraphQL, from its backend type (int for options and yes/no). */
const ATTRIBUTE_TYPE: Record<AttributeInput, string> = {
  select: 'Int', multiselect: 'String', boolean: 'Int', date: 'String', text: 'String', textarea: 'String'
};

/**
 * The deprecated customAttributeMetadata(attributes): each attribute's type, input, options and
 * storefront properties. Magento refuses an input without a code or an entity type, and a code the
 * entity does not have.
 */
export async function customAttributeMetadata(
  ctx: Ctx, inputs: ReadonlyArray<{ attribute_code?: string | null; entity_type?: string | null }>
) {
  const attributes = await productAttributes(ctx);
  return {
    items: inputs.map((input) => {
      const code = input.attribute_code ?? null;
      const entity = input.entity_type ?? null;
      if (!code || !entity) {
        const missing = !code && !entity ? 'attribute_code/entity_type' : !code ? 'attribute_code' : 'entity_type';
        const identifier = code ? `attribute_code: ${code}` : entity ? `entity_type: ${entity}` : 'Empty AttributeInput';
        throw inputError('REQUIRED_FIELD_MISSING', 'Missing %1 for the input %2.', { parameters: [missing, identifier], field: 'attributes' });
      }
      if (!ENTITY_TYPES.has(entity)) throw inputError('INVALID_FIELD_VALUE', 'Invalid entity_type specified: %1', { parameters: [entity], field: 'entity_type' });
      const attribute = entity === PRODUCT_ENTITY ? attributes.find((a) => a.code === code) : undefined;
      if (!attribute) {
        throw noSuchEntityError('INVALID_FIELD_VALUE', 'Attribute code %1 of entity type %2 not configured to have a type.', { parameters: [code, entity] });
      }
      return {
        attribute_code: attribute.code,
        entity_type: entity,
        attribute_type: ATTRIBUTE_TYPE[attribute.input],
        input_type: attribute.input,
        attribute_options: attributeOptionValues(attribute, ctx.store).map((o) => ({ uid: encodeUid(o.value), label: o.label, value: o.value, is_default: false })),
        storefront_properties: {
          use_in_product_listing: attribute.use.used_in_product_listing,
          position: attribute.sort_order,
          visible_on_catalog_pages: attribute.use.is_visible_on_front,
          use_in_layered_navigation: attribute.use.is_filterable ? 'FILTERABLE_WITH_RESULTS' : 'NO',
          use_in_search_results_layered_navigation: attribute.use.is_filterable_in_search
        }
      };
    })
  };
}

/** PWA Studio's attributesMetadata(entityType, attributeUids): product attributes, all or those named. */
export async function pwaAttributesMetadata(ctx: Ctx, entityType: string, uids: readonly string[] | null | undefined): Promise<ProductAttribute[]> {
  if (entityType !== 'PRODUCT' && entityType !== 'CATALOG_PRODUCT') return [];
  const attributes = await productAttributes(ctx);
  return uids ? attributes.filter((a) => uids.includes(attributeUid(a.code))) : attributes;
}

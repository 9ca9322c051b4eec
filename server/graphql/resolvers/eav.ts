/**
 * EavGraphQl: custom attribute values of addresses (text values) and of products (text values and
 * chosen options, services/productAttributes.ts), and PWA Studio's product custom attributes with
 * their metadata.
 */
import type { GraphQLContext } from '../context';
import { REGISTRATION_NUMBER } from '../../services/checkout';
import { encodeUid, type ProductRecord } from '../../services/catalog';
import {
  attributeLabelIn, attributeMatches, attributeOptionValues, attributeUid, optionLabelIn, productAttributeValues, type AttributeFilterInput, type AttributeInput,
  type ProductAttribute
} from '../../services/productAttributes';

type Ctx = GraphQLContext;

export interface AttributeValueOutput {
  uid: string;
  code: string;
  value: string;
}

/** An address's custom attributes as Magento lists them: the ones with a value. */
export function addressCustomAttributes(address: { registration_number: string | null }): AttributeValueOutput[] {
  return address.registration_number
    ? [{ uid: encodeUid(`customer_address/${REGISTRATION_NUMBER}`), code: REGISTRATION_NUMBER, value: address.registration_number }]
    : [];
}

/** Magento 2.4.7's ProductInterface.custom_attributesV2(filters). */
export async function productCustomAttributesV2(ctx: Ctx, product: ProductRecord, filters: AttributeFilterInput | null | undefined) {
  const values = await productAttributeValues(ctx, product);
  return {
    items: values
      .filter(({ attribute }) => attributeMatches(attribute, filters))
      .map(({ attribute, options, value }) =>
        options
          ? {
              __typename: 'AttributeSelectedOptions',
              uid: attributeUid(attribute.code),
              code: attribute.code,
              selected_options: options.map((o) => ({ uid: encodeUid(o.option_id), label: optionLabelIn(o, ctx.store.id), value: String(o.option_id) }))
            }
          : { __typename: 'AttributeValue', uid: attributeUid(attribute.code), code: attribute.code, value: value! }
      ),
    errors: []
  };
}

const UI_INPUT: Record<AttributeInput, { type: string; typename: string }> = {
  select: { type: 'SELECT', typename: 'UiAttributeTypeSelect' },
  multiselect: { type: 'MULTISELECT', typename: 'UiAttributeTypeMultiSelect' },
  boolean: { type: 'BOOLEAN', typename: 'UiAttributeTypeBoolean' },
  date: { type: 'DATE', typename: 'UiAttributeTypeAny' },
  text: { type: 'TEXT', typename: 'UiAttributeTypeAny' },
  textarea: { type: 'TEXTAREA', typename: 'UiAttributeTypeAny' }
};

/** PWA Studio's list of the places an attribute is used, from its flags. */
function usedInComponents(attribute: ProductAttribute): string[] {
  const { use } = attribute;
  return [
    use.is_visible_on_front && 'PRODUCT_DETAILS_PAGE',
    use.used_in_product_listing && 'PRODUCTS_LISTING',
    use.is_comparable && 'PRODUCTS_COMPARE',
    use.is_filterable && 'PRODUCT_FILTER',
    use.is_filterable_in_search && 'PRODUCT_SEARCH_RESULTS_FILTER',
    use.is_visible_in_advanced_search && 'ADVANCED_CATALOG_SEARCH'
  ].filter((c): c is string => Boolean(c));
}

/** PWA Studio's AttributeMetadataInterface of a product attribute (ProductAttributeMetadata). */
export function attributeMetadata(ctx: Ctx, attribute: ProductAttribute) {
  const label = attributeLabelIn(attribute, ctx.store.id);
  const ui = UI_INPUT[attribute.input];
  const options = attributeOptionValues(attribute, ctx.store).map((o) => ({ uid: encodeUid(o.value), label: o.label, is_default: false }));
  return {
    __typename: 'ProductAttributeMetadata',
    uid: attributeUid(attribute.code),
    code: attribute.code,
    label,
    attribute_labels: [{ store_code: ctx.store.code, label }],
    data_type: attribute.input === 'boolean' ? 'BOOLEAN' : 'STRING',
    sort_order: attribute.sort_order,
    is_system: false,
    entity_type: 'PRODUCT',
    ui_input: {
      __typename: ui.typename,
      ui_input_type: ui.type,
      is_html_allowed: attribute.use.is_html_allowed_on_front,
      attribute_options: ui.typename === 'UiAttributeTypeAny' ? undefined : options
    },
    used_in_components: usedInComponents(attribute)
  };
}

/** PWA Studio's ProductInterface.custom_attributes: the product's attributes with a value, and their metadata. */
export async function productCustomAttributes(ctx: Ctx, product: ProductRecord) {
  return (await productAttributeValues(ctx, product)).map(({ attribute, options, value }) => {
    const selected =
      attribute.input === 'boolean'
        ? attributeOptionValues(attribute, ctx.store).filter((o) => o.value === value).map((o) => ({ uid: encodeUid(o.value), label: o.label, is_default: false }))
        : options?.map((o) => ({ uid: encodeUid(o.option_id), label: optionLabelIn(o, ctx.store.id), is_default: false }));
    return {
      selected_attribute_options: selected ? { attribute_option: selected } : null,
      entered_attribute_value: selected ? null : { value },
      attribute_metadata: attributeMetadata(ctx, attribute)
    };
  });
}

const byTypename = (value: { __typename?: string }) => value.__typename;

export default {
  AttributeValueInterface: {
    __resolveType: (value: { __typename?: string }) => value.__typename ?? 'AttributeValue'
  },
  AttributeSelectedOptionInterface: { __resolveType: () => 'AttributeSelectedOption' },
  AttributeMetadataInterface: { __resolveType: byTypename },
  UiInputTypeInterface: { __resolveType: byTypename },
  AttributeOptionsInterface: { __resolveType: byTypename },
  SelectableInputTypeInterface: { __resolveType: byTypename },
  AttributeOptionInterface: { __resolveType: () => 'AttributeOption' }
};

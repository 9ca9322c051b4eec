/**
 * The retailer's product attributes as Magento's EAV exposes them: their metadata (label per store view,
 * input, where the storefront uses them) and a product's values. Two readers: Magento 2.4.7's
 * ProductInterface.custom_attributesV2 (AttributeValue / AttributeSelectedOptions) and PWA Studio's
 * ProductInterface.custom_attributes (value plus attribute metadata), which Venia's product page shows.
 * Select and multiselect attributes live in catalog_attribute with their options; the others are
 * columns of the product, declared here with their labels.
 */
import type { RequestContext } from '../domain/context';
import type { AttributeOptionRow } from '../repositories/catalogAttributes';
import { attributeIndex, encodeUid, storeLabel, type ProductRecord } from './catalog';

type Ctx = Pick<RequestContext, 'db' | 'store'>;

export type AttributeInput = 'select' | 'multiselect' | 'boolean' | 'date' | 'text' | 'textarea';

/** Where the storefront uses an attribute (Magento's catalog_eav_attribute flags). */
export interface AttributeUse {
  is_visible_on_front: boolean;
  used_in_product_listing: boolean;
  is_filterable: boolean;
  is_filterable_in_search: boolean;
  is_comparable: boolean;
  is_searchable: boolean;
  is_html_allowed_on_front: boolean;
  is_used_for_price_rules: boolean;
  is_used_for_promo_rules: boolean;
  is_visible_in_advanced_search: boolean;
  is_wysiwyg_enabled: boolean;
}

export interface ProductAttribute {
  code: string;
  input: AttributeInput;
  /** Label per store id ('0' the admin's). */
  labels: Record<string, string>;
  sort_order: number;
  use: AttributeUse;
  /** For select and multiselect: the option ids the product holds. */
  optionIds?: (product: ProductRecord & { options?: Array<{ attribute_id: number; option_id: number }> }) => number[];
  /** For the others: the product's value as Magento stores it (a date as YYYY-MM-DD, a yes/no as 1 / 0), or null. */
  value?: (product: ProductRecord) => string | null;
  options: AttributeOptionRow[];
}

const NONE: AttributeUse = {
  is_visible_on_front: false, used_in_product_listing: false, is_filterable: false, is_filterable_in_search: false,
  is_comparable: false, is_searchable: false, is_html_allowed_on_front: false, is_used_for_price_rules: false,
  is_used_for_promo_rules: false, is_visible_in_advanced_search: false, is_wysiwyg_enabled: false
};
const use = (flags: Partial<AttributeUse>): AttributeUse => ({ ...NONE, ...flags });

/** The select attributes: which product column holds their options, and their use. */
const OPTION_ATTRIBUTES: Record<string, { optionIds: NonNullable<ProductAttribute['optionIds']>; use: AttributeUse }> = {
  brand: {
    optionIds: (p) => (p.brand_option_id === null ? [] : [p.brand_option_id]),
    use: use({ is_visible_on_front: true, used_in_product_listing: true, is_filterable: true, is_filterable_in_search: true, is_comparable: true, is_searchable: true, is_visible_in_advanced_search: true, is_used_for_promo_rules: true })
  },
  aroma: {
    optionIds: (p) => p.aroma_option_ids,
    use: use({ is_visible_on_front: true, used_in_product_listing: true, is_filterable: true, is_filterable_in_search: true, is_comparable: true, is_searchable: true })
  },
  gramaj: {
    // A variant's size; a configurable product offers its variants' sizes as configurable options.
    optionIds: (p) => (p.options ?? []).map((o) => o.option_id),
    use: use({ is_visible_on_front: true, is_comparable: true })
  },
  gnc_tip_de_promotie: {
    optionIds: (p) => (p.promotion_option_id === null ? [] : [p.promotion_option_id]),
    use: use({ used_in_product_listing: true, is_filterable: true, is_filterable_in_search: true, is_used_for_promo_rules: true })
  },
  gnc_eticheta_speciala: {
    optionIds: (p) => (p.special_label_option_id === null ? [] : [p.special_label_option_id]),
    use: use({ used_in_product_listing: true })
  },
  gnc_etichete_promotie: {
    optionIds: (p) => p.promotion_label_option_ids,
    use: use({ used_in_product_listing: true })
  }
};

/** The product's own columns shown as attributes, with their labels (store 1 Romanian, 2 English). */
const VALUE_ATTRIBUTES: Array<Omit<ProductAttribute, 'options'>> = [
  {
    code: 'food_supplement', input: 'boolean', sort_order: 10, labels: { 0: 'Supliment alimentar', 1: 'Supliment alimentar', 2: 'Food supplement' },
    value: (p) => (p.food_supplement ? '1' : '0'), use: use({ is_visible_on_front: true, is_comparable: true })
  },
  {
    code: 'country_of_manufacture', input: 'text', sort_order: 11, labels: { 0: 'Țara de fabricație', 1: 'Țara de fabricație', 2: 'Country of Manufacture' },
    value: (p) => p.country_of_manufacture, use: use({ is_visible_on_front: true, is_comparable: true })
  },
  {
    code: 'data_expirarii', input: 'date', sort_order: 12, labels: { 0: 'Data expirării', 1: 'Data expirării', 2: 'Expiry date' },
    value: (p) => p.expiry_date, use: use({ is_visible_on_front: true })
  },
  {
    code: 'ingredients', input: 'textarea', sort_order: 13, labels: { 0: 'Ingrediente', 1: 'Ingrediente', 2: 'Ingredients' },
    value: (p) => p.ingredients, use: use({ is_visible_on_front: true, is_searchable: true })
  },
  {
    code: 'usage_instructions', input: 'textarea', sort_order: 14, labels: { 0: 'Mod de utilizare', 1: 'Mod de utilizare', 2: 'How to use' },
    value: (p) => p.usage_instructions, use: use({ is_visible_on_front: true })
  },
  // What food law makes of the product (services/vat.ts): a code, which the storefront turns into words.
  {
    code: 'regulatory_category', input: 'text', sort_order: 15, labels: { 0: 'Categorie de reglementare', 1: 'Categorie de reglementare', 2: 'Regulatory category' },
    value: (p) => p.regulatory_category, use: use({})
  },
  // The price per unit of measure (HG 947/2000): the pack's net quantity and the unit the price is given for.
  {
    code: 'net_quantity', input: 'text', sort_order: 16, labels: { 0: 'Cantitate netă', 1: 'Cantitate netă', 2: 'Net quantity' },
    value: (p) => (p.net_quantity === null ? null : String(p.net_quantity)), use: use({ is_comparable: true })
  },
  {
    code: 'net_quantity_unit', input: 'text', sort_order: 17, labels: { 0: 'Unitatea cantității nete', 1: 'Unitatea cantității nete', 2: 'Net quantity unit' },
    value: (p) => p.net_quantity_unit, use: use({})
  },
  {
    code: 'unit_price_basis', input: 'text', sort_order: 18, labels: { 0: 'Preț pe unitatea de măsură', 1: 'Preț pe unitatea de măsură', 2: 'Unit price per' },
    value: (p) => p.unit_price_basis, use: use({})
  },
  // Food information before purchase (Reg. (EU) 1169/2011 art. 9, 14, 21).
  {
    code: 'allergens', input: 'text', sort_order: 19, labels: { 0: 'Alergeni', 1: 'Alergeni', 2: 'Allergens' },
    value: (p) => (p.allergens?.length ? p.allergens.join(', ') : null), use: use({ is_visible_on_front: true, is_comparable: true })
  },
  {
    code: 'storage_conditions', input: 'textarea', sort_order: 20, labels: { 0: 'Condiții de păstrare', 1: 'Condiții de păstrare', 2: 'Storage conditions' },
    value: (p) => p.storage_conditions, use: use({ is_visible_on_front: true })
  },
  {
    code: 'food_business_operator', input: 'textarea', sort_order: 21, labels: { 0: 'Operator responsabil', 1: 'Operator responsabil', 2: 'Food business operator' },
    value: (p) => p.food_business_operator, use: use({ is_visible_on_front: true })
  }
];

/** Every product attribute, select ones first in their admin order. */
export async function productAttributes(ctx: Pick<Ctx, 'db'>): Promise<ProductAttribute[]> {
  const index = await attributeIndex(ctx);
  const selects = [...index.byCode.values()]
    .filter((a) => OPTION_ATTRIBUTES[a.code])
    .map<ProductAttribute>((a) => ({
      code: a.code,
      input: a.frontend_input === 'multiselect' ? 'multiselect' : 'select',
      labels: a.labels,
      sort_order: a.position,
      use: OPTION_ATTRIBUTES[a.code].use,
      optionIds: OPTION_ATTRIBUTES[a.code].optionIds,
      options: index.optionsOf.get(a.attribute_id) ?? []
    }));
  return [...selects, ...VALUE_ATTRIBUTES.map((a) => ({ ...a, options: [] }))];
}

export const attributeUid = (code: string) => encodeUid(`catalog_product/${code}`);

export interface AttributeValueOf {
  attribute: ProductAttribute;
  /** Select and multiselect: the chosen options. */
  options: AttributeOptionRow[] | null;
  /** The others: the stored value. */
  value: string | null;
}

/** The product's attributes that have a value, in attribute order. */
export async function productAttributeValues(ctx: Ctx, product: ProductRecord): Promise<AttributeValueOf[]> {
  const attributes = await productAttributes(ctx);
  return attributes.flatMap<AttributeValueOf>((attribute) => {
    if (attribute.optionIds) {
      const ids = attribute.optionIds(product);
      const options = attribute.options.filter((o) => ids.includes(o.option_id));
      return options.length ? [{ attribute, options, value: null }] : [];
    }
    const value = attribute.value!(product);
    return value === null || value === '' ? [] : [{ attribute, options: null, value }];
  });
}

export const optionLabelIn = (option: AttributeOptionRow, storeId: number) => storeLabel(option.labels, storeId);

/** A yes/no attribute's two options, as Magento's boolean source model gives them: Yes (1), No (0). */
const BOOLEAN_LABELS: Record<string, [yes: string, no: string]> = { ro_RO: ['Da', 'Nu'], en_US: ['Yes', 'No'] };

export interface AttributeOptionValue {
  /** The value stored for the option: the option id, or 1 / 0 for yes / no. */
  value: string;
  label: string;
}

/** The options an attribute offers in a store view (select, multiselect, yes/no); none for the others. */
export function attributeOptionValues(attribute: ProductAttribute, store: { id: number; locale: string }): AttributeOptionValue[] {
  if (attribute.input === 'boolean') {
    const [yes, no] = BOOLEAN_LABELS[store.locale] ?? BOOLEAN_LABELS.en_US;
    return [{ value: '1', label: yes }, { value: '0', label: no }];
  }
  return attribute.options.map((o) => ({ value: String(o.option_id), label: optionLabelIn(o, store.id) }));
}

/** The attribute's label in a store view (the admin's when the view has none). */
export const attributeLabelIn = (attribute: ProductAttribute, storeId: number) =>
  attribute.labels[String(storeId)] ?? attribute.labels['0'] ?? attribute.code;

/** Magento's AttributeFilterInput: every flag given must match the attribute's. */
export type AttributeFilterInput = Partial<Record<keyof AttributeUse, boolean | null>>;

export function attributeMatches(attribute: ProductAttribute, filters: AttributeFilterInput | null | undefined): boolean {
  return Object.entries(filters ?? {}).every(([flag, wanted]) => wanted == null || attribute.use[flag as keyof AttributeUse] === wanted);
}

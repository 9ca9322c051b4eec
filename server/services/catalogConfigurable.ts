/**
 * A configurable product's options as Magento 2.4.7's ConfigurableProductGraphQl works them out for
 * ConfigurableProduct.configurable_product_options_selection(configurableOptionValueUids): which values a
 * shopper can still pick after a partial choice, the variant a complete choice names, and the pictures of
 * the variants the choice leaves. Only salable variants (enabled and in stock) count, as Magento's
 * getSalableVariantsByParent; values are named by base64('configurable/<attribute id>/<option id>').
 */
import type { RequestContext } from '../domain/context';
import { inputError } from '../domain/errors';
import type { AttributeOptionRow, AttributeRow } from '../repositories/catalogAttributes';
import type { MediaRow } from '../repositories/catalogProducts';
import {
  attributeIndex, configurableValueUid, encodeUid, productMedia, productVariants, storeLabel, type ProductRecord,
  type VariantRecord
} from './catalog';

type Ctx = RequestContext;

/** Magento's Uid::decode message for a uid that is not base64. */
export const INCORRECT_UID_MESSAGE = 'Value of uid "%1" is incorrect.';
/** Magento's message for values that no salable variant holds. */
export const INCORRECT_SELECTION_MESSAGE = 'configurableOptionValueUids values are incorrect';

const BASE64 = /^[a-zA-Z0-9/+\r\n]*={0,2}$/;

/**
 * attribute id → option id of each selection uid, as Magento's SelectionUidFormatter::extract reads them:
 * a uid that is not base64 is an error; one that does not decode to three parts is ignored.
 */
export function extractSelection(uids: readonly string[]): Map<number, number> {
  const selection = new Map<number, number>();
  for (const uid of uids) {
    if (!BASE64.test(uid)) throw inputError('INVALID_FIELD_VALUE', INCORRECT_UID_MESSAGE, { parameters: [uid], field: 'configurableOptionValueUids' });
    const parts = Buffer.from(uid, 'base64').toString('utf8').split('/');
    if (parts.length === 3) selection.set(Math.trunc(Number(parts[1])) || 0, Math.trunc(Number(parts[2])) || 0);
  }
  return selection;
}

/**
 * A configurable value's swatch (SwatchesGraphQl), or null when its attribute has none. The store's
 * swatches are text swatches showing the value's label in the view.
 */
export function swatchOf(attribute: AttributeRow, option: AttributeOptionRow, storeId: number) {
  return attribute.swatch_type ? { __typename: 'TextSwatchData', value: storeLabel(option.labels, storeId) } : null;
}

export interface OptionValueSelection {
  uid: string;
  label: string;
  is_available: boolean;
  is_use_default: boolean;
  swatch: ReturnType<typeof swatchOf>;
}

export interface ConfigurableOptionSelection {
  uid: string;
  attribute_code: string;
  label: string;
  values: OptionValueSelection[];
}

export interface ConfigurableSelection {
  configurable_options: ConfigurableOptionSelection[];
  options_available_for_selection: Array<{ attribute_code: string; option_value_uids: string[] }>;
  /** The salable variants that hold every selected value (their pictures make the media gallery). */
  matching: VariantRecord[];
  variant: VariantRecord | null;
}

const optionOf = (variant: VariantRecord, attributeId: number) => variant.options.find((o) => o.attribute_id === attributeId)?.option_id;

export async function configurableSelection(ctx: Ctx, product: ProductRecord, uids: readonly string[] | null | undefined): Promise<ConfigurableSelection> {
  const selection = extractSelection(uids ?? []);
  const [variants, index] = await Promise.all([productVariants(ctx, product.id), attributeIndex(ctx)]);
  const axes = (product.super_attributes ?? []).filter((axis) => index.byId.has(axis.attribute_id));
  const salable = variants.filter((v) => v.stock_status === 'IN_STOCK');

  for (const [attributeId, optionId] of selection) {
    if (!salable.some((v) => optionOf(v, attributeId) === optionId)) throw inputError('INVALID_FIELD_VALUE', INCORRECT_SELECTION_MESSAGE, { field: 'configurableOptionValueUids' });
  }
  const matching = salable.filter((v) => [...selection].every(([attributeId, optionId]) => optionOf(v, attributeId) === optionId));

  const options_available_for_selection = axes.flatMap((axis) => {
    const values = [...new Set(matching.map((v) => optionOf(v, axis.attribute_id)).filter((id): id is number => id !== undefined))];
    return values.length
      ? [{ attribute_code: index.byId.get(axis.attribute_id)!.code, option_value_uids: values.map((id) => configurableValueUid(axis.attribute_id, id)) }]
      : [];
  });

  // The variant whose every option is selected: known once each axis has a value.
  const variant = matching.find((v) => v.options.every((o) => selection.get(o.attribute_id) === o.option_id)) ?? null;

  const configurable_options = axes
    .filter((axis) => !selection.has(axis.attribute_id))
    .map((axis) => {
      const attribute = index.byId.get(axis.attribute_id)!;
      const used = new Set(variants.map((v) => optionOf(v, axis.attribute_id)));
      const available = new Set(salable.map((v) => optionOf(v, axis.attribute_id)));
      return {
        uid: encodeUid(axis.product_super_attribute_id),
        attribute_code: attribute.code,
        label: storeLabel(attribute.labels, ctx.store.id),
        values: (index.optionsOf.get(axis.attribute_id) ?? [])
          .filter((option) => used.has(option.option_id))
          .map((option) => ({
            uid: configurableValueUid(axis.attribute_id, option.option_id),
            label: storeLabel(option.labels, ctx.store.id),
            is_available: available.has(option.option_id),
            is_use_default: false,
            swatch: swatchOf(attribute, option, ctx.store.id)
          }))
      };
    });

  return { configurable_options, options_available_for_selection, matching, variant };
}

/** The pictures of the variants a selection leaves, each file at a position once (Magento's SelectionMediaGallery). */
export async function selectionMedia(ctx: Ctx, matching: readonly VariantRecord[]): Promise<Array<{ variant: VariantRecord; entry: MediaRow }>> {
  const galleries = await Promise.all(matching.map((variant) => productMedia(ctx, variant.id)));
  const seen = new Set<string>();
  return matching.flatMap((variant, i) =>
    galleries[i].flatMap((entry) => {
      const key = `image_${entry.file}_${entry.position}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ variant, entry }];
    })
  );
}

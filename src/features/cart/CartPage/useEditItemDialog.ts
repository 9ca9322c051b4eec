// Edit dialog talon: the configurable product's options (a flavour, a size...), preselected with the
// line's choices; saving removes the line and adds the new variant (the page's saveEditedItem).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import type { CartItem, CartItemInput } from '../../../store/cart/actions';
import { GetConfigurableOptionsForCartEditDocument, type GetConfigurableOptionsForCartEditQuery } from './cartPage.generated';

type EditedProduct = NonNullable<NonNullable<NonNullable<GetConfigurableOptionsForCartEditQuery['products']>['items']>[number]>;
type ConfigurableEditedProduct = Extract<EditedProduct, { __typename: 'ConfigurableProduct' }>;

/** An option of the edited product with the values that can be chosen (those with a uid). */
export interface EditOption {
  uid: string;
  label: string;
  values: Array<{ uid: string; label: string }>;
}

function editOptions(product: ConfigurableEditedProduct | undefined): EditOption[] {
  return (product?.configurable_options ?? [])
    .filter((option) => option !== null)
    .map((option) => ({
      uid: option.uid,
      label: option.label ?? option.attribute_code ?? '',
      values: (option.values ?? []).flatMap((value) => (value?.uid ? [{ uid: value.uid, label: value.label ?? '' }] : []))
    }));
}

/** The option value uids of each variant in stock. */
function inStockVariants(product: ConfigurableEditedProduct | undefined): Array<Set<string>> {
  return (product?.variants ?? [])
    .filter((variant) => variant?.product && variant.product.stock_status !== 'OUT_OF_STOCK')
    .map((variant) => new Set((variant?.attributes ?? []).flatMap((attribute) => (attribute ? [attribute.uid] : []))));
}

export function useEditItemDialog({
  item,
  onSave
}: {
  item: CartItem;
  onSave: (item: CartItem, replacement: CartItemInput) => Promise<void>;
}) {
  // The options are the product's, found by its SKU (the page offers editing only a line that has one).
  const { sku } = item.product;
  const { data, loading, error: loadError } = useQuery(GetConfigurableOptionsForCartEditDocument, {
    variables: { sku: sku ?? '' },
    skip: !sku,
    fetchPolicy: 'cache-first'
  });
  const product = data?.products?.items?.find((candidate): candidate is ConfigurableEditedProduct => candidate?.__typename === 'ConfigurableProduct');
  const options = editOptions(product);
  const initial = Object.fromEntries(
    (item.configurable_options ?? []).map((option) => [option.configurable_product_option_uid, option.configurable_product_option_value_uid])
  );
  const [selection, setSelection] = useState<Record<string, string>>(initial);
  const [quantity, setQuantity] = useState(item.quantity);
  const [isSaving, setIsSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const selectedUids = options.map((option) => selection[option.uid]).filter(Boolean);
  const isValueInStock = (optionUid: string, valueUid: string): boolean => {
    const wanted = { ...selection, [optionUid]: valueUid };
    const uids = options.map((option) => wanted[option.uid]).filter(Boolean);
    return inStockVariants(product).some((values) => uids.every((uid) => values.has(uid)));
  };

  const save = async () => {
    if (!sku || selectedUids.length !== options.length || quantity < 1) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSave(item, { sku, quantity, selected_options: selectedUids });
    } catch (error) {
      setSaveError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsSaving(false);
    }
  };

  return {
    isLoading: loading && !data,
    loadError: loadError?.message ?? null,
    options,
    selection,
    select: (optionUid: string, valueUid: string) => setSelection((current) => ({ ...current, [optionUid]: valueUid })),
    isValueInStock,
    quantity,
    setQuantity,
    isSaving,
    saveError,
    canSave: selectedUids.length === options.length && quantity >= 1 && !isSaving,
    save
  };
}

// Edit dialog talon: the configurable product's options (a flavour, a size...), preselected with the
// line's choices; saving removes the line and adds the new variant (the page's saveEditedItem).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import type { CartItem, CartItemInput } from '../../../store/cart/cart.gql';
import { GET_CONFIGURABLE_OPTIONS } from './cartPage.gql';

export function useEditItemDialog({
  item,
  onSave
}: {
  item: CartItem;
  onSave: (item: CartItem, replacement: CartItemInput) => Promise<void>;
}) {
  const { data, loading, error: loadError } = useQuery(GET_CONFIGURABLE_OPTIONS, {
    variables: { sku: item.product.sku },
    fetchPolicy: 'cache-first'
  });
  const product = data?.products.items[0];
  const options = product?.configurable_options ?? [];
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
    return (product?.variants ?? []).some(
      (variant) =>
        variant.product.stock_status !== 'OUT_OF_STOCK' &&
        uids.every((uid) => variant.attributes.some((attribute) => attribute.uid === uid))
    );
  };

  const save = async () => {
    if (selectedUids.length !== options.length || quantity < 1) return;
    setIsSaving(true);
    setSaveError(null);
    try {
      await onSave(item, { sku: item.product.sku, quantity, selected_options: selectedUids });
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

// What a cart line shows: its picture (the chosen variant's for configurable products), the chosen
// options, the line total and where the product lives.
import type { CartItem } from '../../store/cart/actions';

export function itemImageUrl(item: CartItem): string | null {
  const selected = (item.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid);
  if (selected.length > 0) {
    const variant = (item.product.variants ?? []).find((candidate) =>
      selected.every((uid) => candidate.attributes.some((attribute) => attribute.uid === uid))
    );
    const variantUrl = variant?.product.thumbnail?.url;
    if (variantUrl) return variantUrl;
  }
  return item.product.thumbnail?.url ?? null;
}

/** "Aromă: Vanilie" lines. */
export function itemOptionLabels(item: CartItem): string[] {
  return (item.configurable_options ?? []).map((option) => `${option.option_label}: ${option.value_label}`);
}

export function itemRowTotal(item: CartItem): { currency: string; value: number } | null {
  const price = item.prices?.price;
  if (!price) return null;
  return { currency: price.currency, value: Math.round(price.value * item.quantity * 100) / 100 };
}

export function itemProductPath(item: CartItem, basePath: string): string | null {
  return item.product.url_key ? `${basePath}/${item.product.url_key}.html` : null;
}

export function isConfigurableItem(item: CartItem): boolean {
  return (item.configurable_options ?? []).length > 0;
}

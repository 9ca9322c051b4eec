// Cart changes shown before the store answers (React's useOptimistic, OptimisticCartProvider): how a
// pending add, quantity change or removal alters the cart the shopper sees.
// Each change is applied to the newest cart the store has sent, and only while that cart does not
// already carry it: the store's answer arrives (and Redux has it) a moment before the change stops
// being pending, and the line must not count twice in between.
import type { CartDetails, CartItem, CartItemInput } from '../../store/cart/actions';

/** What the shopper sees of a product being added before the store has a line for it. */
export interface PendingProduct {
  name: string;
  /** A small image to show in the line (the product's thumbnail or first image). */
  imageUrl?: string | null;
  /** The unit price, when the page knows it. */
  price?: { value: number; currency: string } | null;
}

export type CartChange =
  | {
      type: 'add';
      item: CartItemInput;
      product: PendingProduct;
      /** The quantity of the matching line when the shopper asked (0: no such line yet). */
      fromQuantity: number;
    }
  | { type: 'quantity'; uid: string; quantity: number; fromQuantity: number }
  | { type: 'remove'; uid: string };

/** The uid a pending new line carries until the store's own line replaces it. */
export const PENDING_LINE_PREFIX = 'pending:';

function selectedValues(line: CartItem): string[] {
  return (line.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid).sort();
}

/** The line an added item goes to: same product, same chosen options. */
export function lineForItem(details: CartDetails | null | undefined, item: CartItemInput): CartItem | undefined {
  const wanted = [...(item.selected_options ?? [])].sort().join('|');
  const sku = item.parent_sku ?? item.sku;
  return (details?.items ?? []).find(
    (line): line is CartItem => line?.product?.sku === sku && selectedValues(line).join('|') === wanted
  );
}

function pendingLine(change: Extract<CartChange, { type: 'add' }>): CartItem {
  const sku = change.item.parent_sku ?? change.item.sku;
  const { name, imageUrl, price } = change.product;
  return {
    uid: `${PENDING_LINE_PREFIX}${sku}:${(change.item.selected_options ?? []).join(',')}`,
    quantity: change.item.quantity,
    prices: price ? { price: { value: price.value, currency: price.currency } } : null,
    product: { uid: `${PENDING_LINE_PREFIX}${sku}`, name, sku, thumbnail: imageUrl ? { url: imageUrl } : null },
    configurable_options: []
  };
}

function withItems(details: CartDetails | null, items: Array<CartItem | null>): CartDetails {
  const quantity = items.reduce((sum, line) => sum + (line?.quantity ?? 0), 0);
  return { ...(details ?? { id: '', prices: null }), items, total_quantity: quantity };
}

/** The cart as the shopper should see it with `change` still pending (the reducer of useOptimistic). */
export function applyCartChange(details: CartDetails | null, change: CartChange): CartDetails | null {
  const items = details?.items ?? [];
  switch (change.type) {
    case 'add': {
      const line = lineForItem(details, change.item);
      if ((line?.quantity ?? 0) !== change.fromQuantity) return details; // the store's answer is in
      if (!line) return withItems(details, [...items, pendingLine(change)]);
      return withItems(
        details,
        items.map((candidate) => (candidate === line ? { ...line, quantity: line.quantity + change.item.quantity } : candidate))
      );
    }
    case 'quantity':
      return withItems(
        details,
        items.map((line) => (line?.uid === change.uid && line.quantity === change.fromQuantity ? { ...line, quantity: change.quantity } : line))
      );
    case 'remove':
      return items.some((line) => line?.uid === change.uid) ? withItems(details, items.filter((line) => line?.uid !== change.uid)) : details;
  }
}

/** The pending change for adding `item` to the cart the shopper sees now. */
export function pendingAdd(details: CartDetails | null | undefined, item: CartItemInput, product: PendingProduct): CartChange {
  return { type: 'add', item, product, fromQuantity: lineForItem(details, item)?.quantity ?? 0 };
}

/**
 * Gift options (Stores > Configuration > Sales > Gift Options): Magento Open Source's gift messages and
 * Magento Commerce's gift wrapping, gift receipt and printed card. This store offers none of them, so it
 * answers as a Magento with every option off: the settings say 0, a cart has no gift message, no
 * wrapping to choose and no receipt or card, and setGiftOptionsOnCart refuses what it cannot keep with
 * Magento's messages.
 */
import type { RequestContext } from '../domain/context';
import { inputError, noSuchEntityError } from '../domain/errors';
import type { QuoteRow } from '../repositories/cart';
import { cartState, getCartForUser } from './cart';

type Ctx = RequestContext;

/**
 * StoreConfig's gift settings, as Magento names them: messages (GiftMessageGraphQl) and Commerce's
 * wrapping, receipt and printed card (GiftWrappingGraphQl) off; prices shown excluding tax (1), Magento's
 * default display.
 */
export const GIFT_OPTIONS_STORE_CONFIG = {
  allow_order: '0',
  allow_items: '0',
  allow_gift_receipt: '0',
  allow_gift_wrapping_on_order: '0',
  allow_gift_wrapping_on_order_items: '0',
  allow_printed_card: '0',
  printed_card_price: null,
  printed_card_priceV2: null,
  cart_gift_wrapping: '1',
  cart_printed_card: '1',
  sales_gift_wrapping: '1',
  sales_printed_card: '1'
} as const;

const ON: string = '1';
export const giftMessagesAllowed = (): boolean => GIFT_OPTIONS_STORE_CONFIG.allow_order === ON;
/** ProductInterface.gift_message_available: no product sets its own, so each answers Allow Gift Messages for Order Items. */
export const productGiftMessageAvailable = (): string => GIFT_OPTIONS_STORE_CONFIG.allow_items;

// Magento's GiftMessage CartRepository and GiftWrapping repository messages.
export const GIFT_MESSAGE_EMPTY_CART_MESSAGE = 'Gift Messages are not applicable for empty cart';
export const GIFT_MESSAGE_UNAVAILABLE_MESSAGE = 'Gift Message is not available';
export const giftWrappingNotFoundMessage = (id: string) => `Gift Wrapping with specified ID "${id}" not found.`;
export const GIFT_RECEIPT_UNAVAILABLE_MESSAGE = 'Gift receipts are not available.';
export const PRINTED_CARD_UNAVAILABLE_MESSAGE = 'Printed cards are not available.';

export interface GiftOptionsInput {
  cart_id: string;
  gift_message?: { to?: string | null; from?: string | null; message?: string | null } | null;
  gift_wrapping_id?: string | null;
  gift_receipt_included: boolean;
  printed_card_included: boolean;
}

/**
 * setGiftOptionsOnCart: the cart's gift options. Nothing is on offer, so the cart stays as it is: a
 * gift message with text is refused (an empty one, or none, removes nothing), as are a wrapping (none
 * exists), a gift receipt and a printed card; asking for none of them answers the cart.
 */
export async function setGiftOptionsOnCart(ctx: Ctx, input: GiftOptionsInput): Promise<QuoteRow> {
  const quote = await getCartForUser(ctx, input?.cart_id);
  if (input.gift_message) {
    const state = await cartState(ctx, quote);
    if (!state.items.length) throw inputError('CART_EMPTY', GIFT_MESSAGE_EMPTY_CART_MESSAGE, { field: 'gift_message' });
    if (input.gift_message.message?.trim() && !giftMessagesAllowed()) {
      throw inputError('INVALID_INPUT', GIFT_MESSAGE_UNAVAILABLE_MESSAGE, { field: 'gift_message' });
    }
  }
  if (input.gift_wrapping_id != null) throw noSuchEntityError('INVALID_FIELD_VALUE', giftWrappingNotFoundMessage(input.gift_wrapping_id), { field: 'gift_wrapping_id' });
  if (input.gift_receipt_included) throw inputError('INVALID_INPUT', GIFT_RECEIPT_UNAVAILABLE_MESSAGE, { field: 'gift_receipt_included' });
  if (input.printed_card_included) throw inputError('INVALID_INPUT', PRINTED_CARD_UNAVAILABLE_MESSAGE, { field: 'printed_card_included' });
  return quote;
}

/**
 * updateCartItems' gift_message and gift_wrapping_id of an item: refused as Magento refuses them when
 * gift messages for items are off ('Gift Message cannot be updated.') and when no wrapping has the id.
 */
export interface ItemGiftOptions {
  gift_message?: { message?: string | null } | null;
  gift_wrapping_id?: string | null;
}

export function checkItemGiftOptions(update: ItemGiftOptions): void {
  if (update.gift_message?.message?.trim()) throw inputError('INVALID_INPUT', 'Gift Message cannot be updated.', { field: 'gift_message' });
  if (update.gift_wrapping_id != null) throw noSuchEntityError('INVALID_FIELD_VALUE', giftWrappingNotFoundMessage(update.gift_wrapping_id), { field: 'gift_wrapping_id' });
}

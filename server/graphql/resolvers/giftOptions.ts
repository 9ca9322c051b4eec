/**
 * Gift options on carts and the store's gift settings: GiftMessageGraphQl's gift messages and Magento
 * Commerce's GiftWrappingGraphQl fields (PWA Studio's Venia asks for both), answered as a Magento with
 * every gift option off (services/giftOptions.ts).
 */
import type { GraphQLContext } from '../context';
import { GIFT_OPTIONS_STORE_CONFIG, setGiftOptionsOnCart, type GiftOptionsInput } from '../../services/giftOptions';

type Ctx = GraphQLContext;

const zero = (ctx: Ctx) => ({ value: 0, currency: ctx.currency });
const storeConfigFields = Object.fromEntries(Object.entries(GIFT_OPTIONS_STORE_CONFIG).map(([field, value]) => [field, () => value]));

export default {
  Mutation: {
    setGiftOptionsOnCart: async (_: unknown, args: { input: GiftOptionsInput }, ctx: Ctx) => ({ cart: await setGiftOptionsOnCart(ctx, args.input) })
  },
  StoreConfig: storeConfigFields,
  Cart: {
    gift_message: () => null,
    available_gift_wrappings: () => [],
    gift_wrapping: () => null,
    gift_receipt_included: () => false,
    printed_card_included: () => false
  },
  CartPrices: {
    // Magento Commerce's amounts of a cart without wrapping or card.
    gift_options: (_: unknown, __: unknown, ctx: Ctx) => ({ gift_wrapping_for_order: zero(ctx), gift_wrapping_for_items: zero(ctx), printed_card: zero(ctx) })
  },
  SimpleCartItem: { gift_message: () => null },
  ConfigurableCartItem: { gift_message: () => null }
};

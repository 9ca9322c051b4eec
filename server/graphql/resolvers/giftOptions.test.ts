/**
 * Gift options as a Magento with all of them off (GiftMessageGraphQl and Magento Commerce's
 * GiftWrappingGraphQl, which PWA Studio's Venia asks for): the settings, a cart's empty gift options,
 * and setGiftOptionsOnCart / updateCartItems refusing what the store does not offer.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { addToCart, createGuestCart, gql, pickSimple } from '../../../test/helpers/sales';

const t = testAppForFile();

const firstError = (res: { errors?: Array<{ message: string; extensions?: { category?: string } }> }) =>
  res.errors?.[0] ? { message: res.errors[0].message, category: res.errors[0].extensions?.category } : undefined;

const GIFT_FIELDS = `id gift_message { from to message } gift_receipt_included printed_card_included available_gift_wrappings { uid } gift_wrapping { uid }
  prices { gift_options { gift_wrapping_for_order { value currency } gift_wrapping_for_items { value } printed_card { value currency } } }
  items { ... on SimpleCartItem { gift_message { message } } }`;
const SET = `mutation($input: SetGiftOptionsOnCartInput) { setGiftOptionsOnCart(input: $input) { cart { ${GIFT_FIELDS} } } }`;

test('storeConfig answers every gift option off, in both views', async () => {
  for (const store of ['default', 'en_storeview']) {
    const res = await gql(t.app, `{ storeConfig { allow_order allow_items allow_gift_receipt allow_gift_wrapping_on_order allow_gift_wrapping_on_order_items
      allow_printed_card printed_card_price printed_card_priceV2 { value } cart_gift_wrapping cart_printed_card sales_gift_wrapping sales_printed_card
      enable_multiple_wishlists maximum_number_of_wishlists } }`, {}, { store });
    expect(res.errors).toBeUndefined();
    expect(res.data!.storeConfig).toEqual({
      allow_order: '0', allow_items: '0', allow_gift_receipt: '0', allow_gift_wrapping_on_order: '0', allow_gift_wrapping_on_order_items: '0',
      allow_printed_card: '0', printed_card_price: null, printed_card_priceV2: null, cart_gift_wrapping: '1', cart_printed_card: '1',
      sales_gift_wrapping: '1', sales_printed_card: '1', enable_multiple_wishlists: '0', maximum_number_of_wishlists: '3'
    });
  }
});

test('a cart has no gift options; asking for none answers the cart, asking for one is refused with Magento\'s message', async () => {
  const id = await createGuestCart(t.app);
  const none = { cart_id: id, gift_message: null, gift_receipt_included: false, printed_card_included: false };
  // An empty cart takes no gift message.
  expect(firstError(await gql(t.app, SET, { input: { ...none, gift_message: { to: 'Ana', from: 'Ion', message: 'La mulți ani!' } } }))).toEqual({
    message: 'Gift Messages are not applicable for empty cart', category: 'graphql-input'
  });
  const product = await pickSimple(t.db);
  await addToCart(t.app, id, product.sku, 1);
  const cart = await gql(t.app, SET, { input: none });
  expect(cart.errors).toBeUndefined();
  expect(cart.data!.setGiftOptionsOnCart.cart).toEqual({
    id, gift_message: null, gift_receipt_included: false, printed_card_included: false, available_gift_wrappings: [], gift_wrapping: null,
    prices: { gift_options: { gift_wrapping_for_order: { value: 0, currency: 'RON' }, gift_wrapping_for_items: { value: 0 }, printed_card: { value: 0, currency: 'RON' } } },
    items: [{ gift_message: null }]
  });
  // A message without text removes nothing and is taken.
  expect((await gql(t.app, SET, { input: { ...none, gift_message: { to: '', from: '', message: '' } } })).errors).toBeUndefined();
  expect(firstError(await gql(t.app, SET, { input: { ...none, gift_message: { to: 'Ana', from: 'Ion', message: 'La mulți ani!' } } }))).toEqual({
    message: 'Gift Message is not available', category: 'graphql-input'
  });
  expect(firstError(await gql(t.app, SET, { input: { ...none, gift_wrapping_id: 'MQ==' } }))).toEqual({
    message: 'Gift Wrapping with specified ID "MQ==" not found.', category: 'graphql-no-such-entity'
  });
  expect(firstError(await gql(t.app, SET, { input: { ...none, gift_receipt_included: true } }))?.message).toBe('Gift receipts are not available.');
  expect(firstError(await gql(t.app, SET, { input: { ...none, printed_card_included: true } }))?.message).toBe('Printed cards are not available.');
  // Someone else's cart is refused as every cart operation refuses it.
  expect(firstError(await gql(t.app, SET, { input: { ...none, cart_id: 'x'.repeat(32) } }))?.category).toBe('graphql-no-such-entity');
  // An item's gift message through updateCartItems.
  const uid = (await gql(t.app, 'query($id: String!) { cart(cart_id: $id) { items { uid } } }', { id })).data!.cart.items[0].uid;
  const itemMessage = await gql(t.app, `mutation($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid,
    gift_message: { to: "Ana", from: "Ion", message: "Pentru tine" } }] }) { cart { id } } }`, { id, uid });
  expect(firstError(itemMessage)).toEqual({ message: 'Gift Message cannot be updated.', category: 'graphql-input' });
});

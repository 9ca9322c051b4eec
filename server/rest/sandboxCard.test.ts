/**
 * The raw-card sandbox (card fields drawn by our page, POST /rest/V1/sandbox-card/tokens) is a test method:
 * with config.sandboxCard off — always in production (server/config.ts) — no cart is offered it or its
 * vault, its tokens endpoint answers 404 whatever is sent, and an order cannot be placed with it.
 */
import { testAppForFile } from '../../test/helpers/server';
import { addToCart, createGuestCart, gql, pickSimple, rest } from '../../test/helpers/sales';
import { setSandboxCard } from '../services/payment';

const t = testAppForFile({ config: { sandboxCard: false } });

afterAll(() => setSandboxCard(true));

const CARD = { number: '4111111111111111', exp_month: 12, exp_year: 2030, cvc: '123' };

test('no cart is offered the sandbox card, and its tokens endpoint is not there', async () => {
  const cartId = await createGuestCart(t.app);
  const product = await pickSimple(t.db);
  await addToCart(t.app, cartId, product.sku, 1);
  const methods = await gql(t.app, 'query($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }', { id: cartId });
  const codes = (methods.data as { cart: { available_payment_methods: Array<{ code: string }> } }).cart.available_payment_methods.map((m) => m.code);
  expect(codes).toContain('cashondelivery');
  expect(codes).not.toContain('sandboxcard');
  expect(codes).not.toContain('sandboxcard_cc_vault');
  for (const body of [CARD, { number: 'not a card' }]) {
    const answer = await rest(t.app, '/rest/V1/sandbox-card/tokens', body);
    expect(answer.status).toBe(404);
  }
  // Choosing it anyway is refused as a method the store does not offer.
  const chosen = await gql(t.app, 'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "sandboxcard" } }) { cart { id } } }', { id: cartId });
  expect(chosen.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
});

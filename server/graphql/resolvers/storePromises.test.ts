/**
 * What the store says is what it does: the delivery prices and free-delivery thresholds the seeded
 * pages and blocks state (delivery page, top strip, home, free-delivery banner), in both views, are the
 * rates checkout applies. The amounts come from the rates (the {{shipping_rate}} directive), so a
 * changed rate changes every text, and a text with an amount of its own fails here.
 */
import { testAppForFile } from '../../../test/helpers/server';
import { formatLei } from '../../services/money';
import { ratePrice, shippingRates } from '../../services/shipping';
import { listShippingRates } from '../../repositories/shipping';
import { rewardRates, storeConfigValues } from '../../services/storeConfig';
import { isValidTaxId } from '../../../src/components/Form/validators';

const t = testAppForFile();

const VIEWS = [
  { store: 'default', locale: 'ro_RO' },
  { store: 'en_storeview', locale: 'en_US' }
] as const;

async function gql(query: string, variables: Record<string, unknown>, store: string) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { store, 'content-type': 'application/json' }, payload: { query, variables } });
  return res.json() as { data: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The text of the delivery page and of the blocks that promise free delivery, directives rendered. */
async function promises(store: string): Promise<Record<string, string>> {
  const page = await gql('query($id: String) { cmsPage(identifier: $id) { content } }', { id: 'livrare-si-plata' }, store);
  const blocks = await gql('query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { identifier content } } }', { ids: ['top-strip', 'home-usp', 'dynamic-free-shipping'] }, store);
  const texts: Record<string, string> = { delivery: page.data.cmsPage.content };
  for (const block of blocks.data.cmsBlocks.items) texts[block.identifier] = block.content;
  // Page Builder keeps an HTML Code element's markup escaped: read it as the shopper does.
  const decode = (html: string) => html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return Object.fromEntries(Object.entries(texts).map(([name, html]) => [name, decode(html)]));
}

/** Amounts written "N lei" in a text, as numbers (Romanian or English separators). */
function amounts(text: string, locale: string): number[] {
  const plain = text.replace(/<[^>]+>/g, ' ').replace(/&[a-z]+;/g, ' ');
  return [...plain.matchAll(/(\d[\d.,]*)\s*lei/g)].map(([, number]) =>
    Number(locale === 'ro_RO' ? number.replace(/\./g, '').replace(',', '.') : number.replace(/,/g, ''))
  );
}

/** The threshold a text promises: the amount after "de la" / "from" beside "gratuit" / "free". */
function promisedThreshold(text: string, locale: string): number | null {
  const plain = text.replace(/<[^>]+>/g, ' ');
  const match = (locale === 'ro_RO' ? /gratuit[^.]*?de la (\d[\d.,]*) lei/i : /free[^.]*?from (\d[\d.,]*) lei/i).exec(plain);
  return match ? amounts(`${match[1]} lei`, locale)[0] : null;
}

test.each(VIEWS)('$store: every amount on the delivery page and in the free-delivery blocks is a rate checkout applies', async ({ store, locale }) => {
  const rates = await listShippingRates(t.db);
  const known = new Set(rates.flatMap((rate) => [rate.price, ...(rate.free_from_subtotal === null ? [] : [rate.free_from_subtotal])]));
  const texts = await promises(store);
  expect(Object.keys(texts).sort()).toEqual(['delivery', 'dynamic-free-shipping', 'home-usp', 'top-strip']);
  for (const [name, text] of Object.entries(texts)) {
    expect(text).not.toContain('{{');
    const stated = amounts(text, locale);
    expect({ name, stated: stated.filter((amount) => !known.has(amount)) }).toEqual({ name, stated: [] });
  }
  // The delivery page's table: each method's price and threshold, as checkout has them.
  for (const rate of rates) {
    const threshold = rate.free_from_subtotal === null ? '—' : formatLei(rate.free_from_subtotal, locale);
    const row = `<td>${formatLei(rate.price, locale)}</td><td>${threshold}</td>`;
    expect({ method: `${rate.carrier_code}/${rate.method_code}`, inTable: texts.delivery.includes(row) }).toEqual({ method: `${rate.carrier_code}/${rate.method_code}`, inTable: true });
  }
});

test.each(VIEWS)('$store: the free delivery the strip, home and banner promise is free at checkout, and not a leu below', async ({ store, locale }) => {
  const ctx = { db: t.db, loaders: new Map(), store: { id: 1 } } as unknown as Parameters<typeof shippingRates>[0];
  const standard = (await shippingRates(ctx)).find((rate) => rate.carrier_code === 'fancourier' && rate.method_code === 'standard')!;
  const texts = await promises(store);
  for (const name of ['top-strip', 'home-usp', 'dynamic-free-shipping', 'delivery']) {
    const threshold = promisedThreshold(texts[name], locale);
    expect({ name, threshold }).toEqual({ name, threshold: standard.free_from_subtotal });
    expect(ratePrice(standard, threshold!)).toBe(0);
    expect(ratePrice(standard, threshold! - 0.01)).toBe(standard.price);
  }
});

test('a changed rate changes every text that states it', async () => {
  const before = await t.db.one<{ free_from_subtotal: string }>("SELECT free_from_subtotal FROM shipping_rate WHERE carrier_code = 'fancourier' AND method_code = 'standard'");
  await t.db.query("UPDATE shipping_rate SET free_from_subtotal = 300 WHERE carrier_code = 'fancourier' AND method_code = 'standard'");
  try {
    const texts = await promises('default');
    for (const name of ['top-strip', 'home-usp', 'dynamic-free-shipping', 'delivery']) expect(promisedThreshold(texts[name], 'ro_RO')).toBe(300);
  } finally {
    await t.db.query("UPDATE shipping_rate SET free_from_subtotal = $1 WHERE carrier_code = 'fancourier' AND method_code = 'standard'", [before!.free_from_subtotal]);
  }
});

test('the cart says what is left until the free delivery the strip promises, on the subtotal checkout compares', async () => {
  const texts = await promises('default');
  const promised = promisedThreshold(texts['top-strip'], 'ro_RO')!;
  const product = await t.db.one<{ sku: string }>("SELECT sku FROM catalog_product WHERE type_id = 'simple' AND stock_status = 'IN_STOCK' AND quantity > 10 ORDER BY product_id LIMIT 1");
  const cartId = (await gql('mutation { createEmptyCart }', {}, 'default')).data.createEmptyCart as string;
  const FREE = `query($id: String!) { cart(cart_id: $id) { prices { subtotal_including_tax { value } } free_delivery(carrier_code: "fancourier", method_code: "standard") { threshold { value } remaining { value } } } }`;
  const add = (quantity: number) => gql(`mutation($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { message } } }`, { id: cartId, sku: product!.sku, q: quantity }, 'default');
  await add(1);
  let cart = (await gql(FREE, { id: cartId }, 'default')).data.cart;
  expect(cart.free_delivery.threshold.value).toBe(promised);
  const subtotal = cart.prices.subtotal_including_tax.value as number;
  expect(cart.free_delivery.remaining.value).toBeCloseTo(Math.max(0, promised - subtotal), 2);
  // Enough units to pass the threshold: nothing left.
  await add(Math.ceil(promised / subtotal));
  cart = (await gql(FREE, { id: cartId }, 'default')).data.cart;
  expect(cart.free_delivery.remaining.value).toBe(0);
  // A method without a free-delivery threshold (pickup costs nothing anyway) has no way to free delivery.
  const never = await gql(`query($id: String!) { cart(cart_id: $id) { free_delivery(carrier_code: "instore", method_code: "pickup") { remaining { value } } } }`, { id: cartId }, 'default');
  expect(never.data.cart.free_delivery).toBeNull();
});

test.each(VIEWS)('$store: the My GNC Rewards page states the rates points are earned and spent at, and no benefit the store does not give', async ({ store, locale }) => {
  const rates = rewardRates(await storeConfigValues({ db: t.db, loaders: new Map() }, store === 'default' ? 1 : 2));
  const page = await gql('query($id: String) { cmsPage(identifier: $id) { content } }', { id: 'my-gnc-rewards' }, store);
  const text = (page.data.cmsPage.content as string).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  expect(text).not.toContain('{{');
  expect(text).toContain(formatLei(rates.currencyPerPoint, locale));
  expect(text).toContain(formatLei(100 * rates.pointValue, locale));
  expect(text).toContain(`${rates.maxRedeemPercent}%`);
  // Tiers, birthday discounts and member-only sales are not part of the programme.
  expect(text).not.toMatch(/Bronze|Silver|Gold|ziua ta|birthday|vânzări private|private sales|pentru membri|member offers/i);
});

test.each(VIEWS)('$store: the shop’s own CUI, as the footer and terms show it, passes the check the checkout applies to a company’s', async ({ store }) => {
  const config = await storeConfigValues({ db: t.db, loaders: new Map() }, store === 'default' ? 1 : 2);
  const cui = config.get('general/store_information/merchant_vat_number') ?? '';
  expect(cui).not.toBe('');
  expect(isValidTaxId(cui)).toBe(true);
  const footer = await gql('query($ids: [String]) { cmsBlocks(identifiers: $ids) { items { content } } }', { ids: ['footer-contact'] }, store);
  expect(footer.data.cmsBlocks.items[0].content).toContain(cui);
});

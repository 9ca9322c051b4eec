// Browser journey for the guest order lookup ("Orders and Returns", /sales/guest/form and
// /en/sales/guest/form), in both store views at 375×812 and 1440×900 (screenshots under test-results/):
// a guest order paid by bank transfer is placed through GraphQL in the other view (an order is found
// in every view of the website); the footer links to the page; a wrong last name gets the clear
// message and keeps what was typed; the right details show the order: number, status, items, totals
// with VAT, shipping address, delivery, payment and where to pay the transfer.
import type { Page } from 'playwright-core';

import { baseUrl, BOTH_SIZES, browserForFile, footerOf, inPage, mainHeading, screenshot } from './support/browser';
import { bankTransferRows } from './support/checkoutFlow';
import { createGuestCart, graphql, uniqueEmail } from './support/shop';

jest.setTimeout(300_000);

const session = browserForFile();

const TEXTS = {
  ro: {
    prefix: '',
    orderStore: 'en_storeview',
    title: 'Urmărește comanda',
    help: 'Ajutor',
    number: 'Numărul comenzii',
    email: 'E-mail',
    lastname: 'Nume de familie (facturare)',
    submit: 'Arată comanda',
    notFound: /^Nu am găsit nicio comandă cu aceste date\./,
    order: (number: string) => `Comanda nr. ${number}`,
    status: 'În așteptare',
    items: 'Produse comandate',
    shippingAddress: 'Adresă de livrare',
    payment: 'Metodă de plată',
    grandTotal: 'Total general',
    another: 'Caută altă comandă'
  },
  en: {
    prefix: '/en',
    orderStore: 'default',
    title: 'Track your order',
    help: 'Help',
    number: 'Order number',
    email: 'Email',
    lastname: 'Billing last name',
    submit: 'Show the order',
    notFound: /^We could not find an order with these details\./,
    order: (number: string) => `Order #${number}`,
    status: 'Pending',
    items: 'Items ordered',
    shippingAddress: 'Shipping address',
    payment: 'Payment method',
    grandTotal: 'Grand total',
    another: 'Look up another order'
  }
} as const;

/** A guest order through GraphQL: courier, bank transfer (awaiting payment), billing last name Iordache. */
async function placeBankTransferOrder(store: string, email: string): Promise<string> {
  const cartId = await createGuestCart([{ sku: 'GNC-00001', quantity: 1 }], store);
  const run = (query: string) => graphql(query, { c: cartId, e: email }, { store });
  await run('mutation ($c: String!, $e: String!) { setGuestEmailOnCart(input: { cart_id: $c, email: $e }) { cart { id } } }');
  await run(`mutation ($c: String!) { setShippingAddressesOnCart(input: { cart_id: $c, shipping_addresses: [{ address: {
      firstname: "Irina", lastname: "Iordache", street: ["Bd. Unirii 12, bl. 3, ap. 14"], city: "Cluj-Napoca", region: "CJ", postcode: "400001",
      telephone: "0744123456", country_code: "RO" } }] }) { cart { id } } }`);
  await run('mutation ($c: String!) { setBillingAddressOnCart(input: { cart_id: $c, billing_address: { same_as_shipping: true } }) { cart { id } } }');
  await run('mutation ($c: String!) { setShippingMethodsOnCart(input: { cart_id: $c, shipping_methods: [{ carrier_code: "fancourier", method_code: "standard" }] }) { cart { id } } }');
  await run('mutation ($c: String!) { setPaymentMethodOnCart(input: { cart_id: $c, payment_method: { code: "banktransfer" } }) { cart { id } } }');
  const placed = await graphql<{ placeOrder: { orderV2: { number: string } } }>(
    'mutation ($c: String!) { placeOrder(input: { cart_id: $c }) { orderV2 { number } } }',
    { c: cartId },
    { store }
  );
  return placed.placeOrder.orderV2.number;
}

async function fillLookup(page: Page, text: (typeof TEXTS)['ro' | 'en'], values: { number: string; email: string; lastname: string }) {
  const form = page.getByRole('form');
  await form.getByRole('textbox', { name: text.number }).fill(values.number);
  await form.getByRole('textbox', { name: text.email, exact: true }).fill(values.email);
  await form.getByRole('textbox', { name: text.lastname }).fill(values.lastname);
  await form.getByRole('button', { name: text.submit }).click();
}

describe.each(['ro', 'en'] as const)('guest order lookup (%s)', (lang) => {
  const text = TEXTS[lang];

  test.each(BOTH_SIZES.map((size) => [`${size.width}x${size.height}`, size] as const))('at %s: wrong last name, then the order', async (_, size) => {
    const email = uniqueEmail('guest-lookup');
    // Placed in the other view: the lookup finds it in every view of the website.
    const number = await placeBankTransferOrder(text.orderStore, email);
    const sizeName = size.width < 600 ? 'mobile' : 'desktop';

    await inPage(session, size, async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${baseUrl()}${text.prefix}/`);
      // The footer's help links lead to the page.
      const footer = await footerOf(page);
      // On a phone the footer's link groups fold: open Help.
      if (sizeName === 'mobile') await footer.getByRole('button', { name: text.help }).click();
      await footer.getByRole('link', { name: text.title }).click();
      await page.waitForURL(`${baseUrl()}${text.prefix}/sales/guest/form`);
      expect(await mainHeading(page, text.title)).toBe(text.title);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `guest-order-form-${lang}`);

      // A wrong last name: the clear message, what was typed kept.
      await fillLookup(page, text, { number, email: email.toUpperCase(), lastname: 'Popescu' });
      const alert = page.getByRole('form').getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.trim()).toMatch(text.notFound);
      expect(await page.getByRole('textbox', { name: text.number }).inputValue()).toBe(number);
      await screenshot(page, `guest-order-not-found-${lang}`);

      // The right details (any case, spaces around): the order.
      await page.getByRole('textbox', { name: text.lastname }).fill(' iordache ');
      await page.getByRole('form').getByRole('button', { name: text.submit }).click();
      const heading = page.getByRole('heading', { level: 2, name: text.order(number) });
      await heading.waitFor();
      await expect(heading.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      const main = page.getByRole('main');
      await main.getByText(text.status, { exact: true }).waitFor();
      await main.getByRole('heading', { name: text.items }).waitFor();
      expect(await main.getByRole('list').first().getByRole('listitem').count()).toBe(1);
      expect(await main.getByRole('region', { name: text.shippingAddress }).textContent()).toContain('Bd. Unirii 12, bl. 3, ap. 14');
      expect(await main.getByRole('region', { name: text.payment }).textContent()).toMatch(/./);
      const bank = await bankTransferRows(page);
      expect(Object.values(bank)).toContain(number);
      expect(Object.values(bank).some((value) => /^RO\d\d/.test(value.replace(/\s/g, '')))).toBe(true);
      await expect(main.getByText(text.grandTotal, { exact: true }).isVisible()).resolves.toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `guest-order-found-${lang}`);
      if (sizeName === 'mobile') {
        await page.getByTestId('bank-transfer').scrollIntoViewIfNeeded();
        await screenshot(page, `guest-order-bank-${lang}`);
      }
      await main.getByText(text.grandTotal, { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `guest-order-totals-${lang}`);

      // Another lookup starts from what was typed.
      await page.getByRole('button', { name: text.another }).click();
      expect(await page.getByRole('textbox', { name: text.number }).inputValue()).toBe(number);
    });
  });
});

// Checkout journeys (issue 6) in both store views at 375×812 and 1440×900, against the embedded back
// end: a guest buys a configurable and a simple product (courier, cash on delivery); a declined card
// then a good one; pickup in a shop; a signed-in customer with a saved address saves a card and pays
// with it next time; account creation from the receipt (prefilled, then created); keyboard-only checkout; axe. Every
// order is read back on the server (the confirmation mail in the outbox, or the customer's orders).
import type { Page } from 'playwright-core';

import { seriousViolations } from './support/axe';
import { launch, newPage, screenshot, VIEWPORTS, type Session } from './support/browser';
import {
  billingSame,
  BUCHAREST,
  chooseShipping,
  fillAddress,
  fillContact,
  guestToPayment,
  bankTransferRows,
  payByBankTransfer,
  payByCard,
  payCash,
  guestOrder,
  placeOrder,
  receiptOrderNumber,
  TEXT,
  type CheckoutText
} from './support/checkoutFlow';
import {
  addCustomerAddress,
  addLines,
  createCustomer,
  createGuestCart,
  customerCartId,
  customerOrders,
  mailsTo,
  optionUid,
  presetStorage,
  graphql,
  uniqueEmail
} from './support/shop';

const CONFIGURABLE = 'SCN-00045';
const SIMPLE = 'GNC-00001';
const SIMPLE_2 = 'MP-00054';

/** Every journey runs in both store views at both sizes. */
const LANGUAGES_AND_SIZES = (['en', 'ro'] as const).flatMap((lang) =>
  (Object.entries(VIEWPORTS) as Array<[keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]]>).map(
    ([sizeName, size]) => [lang, sizeName, size] as const
  )
);

/** The account form the receipt leads to. */
const CREATE_ACCOUNT = {
  en: { title: 'Create an Account', email: 'Email address', firstname: 'First Name', lastname: 'Last Name', password: 'Password', greeting: (name: string) => `Hi, ${name}` },
  ro: { title: 'Creează un cont', email: 'Adresă de e-mail', firstname: 'Prenume', lastname: 'Nume', password: 'Parolă', greeting: (name: string) => `Bună, ${name}` }
} as const;

let session: Session;
beforeAll(async () => {
  session = await launch();
});
afterAll(async () => {
  await session?.close();
});

async function guestCart(text: CheckoutText): Promise<string> {
  const vanilla = await optionUid(CONFIGURABLE, text.store === 'default' ? 'Vanilie' : 'Vanilla', text.store);
  return createGuestCart(
    [
      { sku: CONFIGURABLE, quantity: 1, selected_options: [vanilla] },
      { sku: SIMPLE, quantity: 1 }
    ],
    text.store
  );
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function orderMail(email: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mails = await mailsTo(email);
    if (mails.length) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${email}`);
}

for (const lang of ['en', 'ro'] as const) {
  const text = TEXT[lang];
  for (const [sizeName, size] of Object.entries(VIEWPORTS)) {
    it(`${lang} ${sizeName}: guest buys a configurable and a simple product, courier + cash on delivery`, async () => {
      const page = await newPage(session, size);
      const errors = watchErrors(page);
      const cartId = await guestCart(text);
      await presetStorage(page, { cartId });
      const email = uniqueEmail(`guest-${lang}-${sizeName}`);
      const tag = `checkout-guest-${lang}`;
      try {
        await page.goto(`${text.prefix}/checkout`);
        await page.getByRole('heading', { name: text.checkoutTitle, level: 1 }).waitFor();
        // Validation: an empty contact form says what is missing.
        await page.locator('section[data-step="contact"]').getByRole('button', { name: text.continue }).click();
        await page.getByText(text.required).first().waitFor();
        await screenshot(page, `${tag}-contact`);
        await fillContact(page, text, email);
        await page.locator('section[data-step="address"]').getByLabel(text.firstname, { exact: true }).waitFor();
        await fillAddress(page, text, BUCHAREST);
        await page.locator('section[data-step="shippingMethod"]').getByRole('radio').first().waitFor();
        expect(await page.locator('section[data-step="shippingMethod"]').getByRole('radio').count()).toBe(4);
        await screenshot(page, `${tag}-shipping`);
        await chooseShipping(page, text, text.standard);
        await billingSame(page, text);
        await page.locator('section[data-step="payment"]').getByRole('radio', { name: text.cashOnDelivery }).waitFor();
        await screenshot(page, `${tag}-payment`);
        // Reloading resumes where the shopper was.
        await page.reload();
        await page.locator('section[data-step="payment"]').getByRole('radio', { name: text.cashOnDelivery }).waitFor();
        await payCash(page, text);
        expect(await seriousViolations(page)).toEqual([]);
        await screenshot(page, `${tag}-review`);
        await placeOrder(page, text);
        const shown = await receiptOrderNumber(page, text);
        expect(shown).toMatch(text.orderNumberPattern);
        await screenshot(page, `${tag}-receipt`);

        // Read back on the server: exactly one order confirmation, for both products, whose number is
        // the one the guest was shown.
        const mail = await orderMail(email);
        expect(await mailsTo(email)).toHaveLength(1);
        expect(mail.subject).toContain(`#${shown}`);
        expect(mail.text).toMatch(/Scitec Nutrition/);
        expect(mail.text).toMatch(/GNC/);
        const order = await guestOrder({ number: shown, email, lastname: BUCHAREST.lastname }, text.store);
        expect(order.number).toBe(shown);
        expect(order.email).toBe(email);
        expect(order.items).toHaveLength(2);
        expect(order.items.map((item) => item.product_sku)).toContain(SIMPLE);
        // The cart was emptied and a new one created: the counter is gone.
        await page.getByTestId('cart-counter').waitFor({ state: 'detached' });
        const account = page.locator('main').getByRole('link', { name: text.createAccount });
        const href = (await account.getAttribute('href')) ?? '';
        const url = new URL(href, 'http://x');
        expect(url.pathname).toBe(`${text.prefix}/create-account`);
        expect(url.searchParams.get('email')).toBe(email);
        expect(url.searchParams.get('firstName')).toBe(BUCHAREST.firstname);
        expect(url.searchParams.get('lastName')).toBe(BUCHAREST.lastname);

        // A reload keeps the receipt for the session: number, lines, address.
        await page.reload();
        expect(await receiptOrderNumber(page, text)).toBe(shown);
        await page.locator('main address').first().getByText(BUCHAREST.street).waitFor();
        expect(await page.locator('main li').count()).toBeGreaterThanOrEqual(2);
        // Another tab is another session: a friendly 'no recent order' with links on.
        const later = await newPage(session, size);
        try {
          await later.goto(`${text.prefix}/checkout/receipt`);
          await later.getByRole('heading', { name: text.noRecentOrder }).waitFor();
          expect(await later.locator('main').getByRole('link').count()).toBeGreaterThanOrEqual(2);
          expect(await later.getByTestId('order-number').count()).toBe(0);
          if (sizeName === 'mobile') await screenshot(later, `checkout-no-recent-order-${lang}`);
        } finally {
          await later.close();
        }

        // The receipt's offer: an account, prefilled from the order's shipping address.
        const labels = CREATE_ACCOUNT[lang];
        await page.locator('main').getByRole('link', { name: text.createAccount }).click();
        const form = page.locator('main');
        await form.getByRole('heading', { name: labels.title }).waitFor();
        expect(await form.getByLabel(labels.email, { exact: true }).inputValue()).toBe(email);
        expect(await form.getByLabel(labels.firstname, { exact: true }).inputValue()).toBe(BUCHAREST.firstname);
        expect(await form.getByLabel(labels.lastname, { exact: true }).inputValue()).toBe(BUCHAREST.lastname);
        await form.getByLabel(labels.password, { exact: true }).fill('Proba1234!');
        await screenshot(page, `${tag}-create-account`);
        await form.getByRole('button', { name: labels.title }).click();
        await page.getByRole('banner').getByRole('button', { name: labels.greeting(BUCHAREST.firstname) }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
}

it.each(['en', 'ro'] as const)('%s: bank transfer says where to pay at the payment step, on the receipt and in the mail, with the order number as reference', async (lang) => {
  const text = TEXT[lang];
  const rows = text.bankRows;
  const { storeConfig: account } = await graphql<{ storeConfig: Record<string, string> }>(
    '{ storeConfig { payment_banktransfer_beneficiary payment_banktransfer_iban payment_banktransfer_bank payment_banktransfer_instructions } }',
    {},
    { store: text.store }
  );
  const page = await newPage(session, VIEWPORTS.mobile);
  const errors = watchErrors(page);
  const cartId = await createGuestCart([{ sku: SIMPLE_2, quantity: 1 }], text.store);
  await presetStorage(page, { cartId });
  const email = uniqueEmail(`bank-${lang}`);
  try {
    await guestToPayment(page, text, email);
    await page.locator('section[data-step="payment"]').getByRole('radio', { name: text.bankTransfer }).check();
    await page.getByTestId('bank-transfer').waitFor();
    await screenshot(page, `checkout-bank-transfer-${lang}-payment`);
    const atPayment = await payByBankTransfer(page, text);
    expect(atPayment[rows.beneficiary]).toBe(account.payment_banktransfer_beneficiary);
    expect(atPayment.IBAN).toBe(account.payment_banktransfer_iban);
    expect(atPayment[rows.bank]).toBe(account.payment_banktransfer_bank);
    await placeOrder(page, text);
    const shown = await receiptOrderNumber(page, text);
    const onReceipt = await bankTransferRows(page);
    expect(onReceipt).toMatchObject({ [rows.beneficiary]: account.payment_banktransfer_beneficiary, IBAN: account.payment_banktransfer_iban, [rows.reference]: shown });
    await page.getByTestId('bank-transfer').getByText(account.payment_banktransfer_instructions).waitFor();
    await page.getByTestId('bank-transfer').scrollIntoViewIfNeeded();
    await screenshot(page, `checkout-bank-transfer-${lang}-receipt`);
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, `checkout-bank-transfer-${lang}-receipt`);
    const mail = await orderMail(email);
    expect(mail.text).toContain(`IBAN: ${account.payment_banktransfer_iban}`);
    expect(mail.text).toContain(`${rows.reference}: ${shown}`);
    expect(mail.text).toContain(`${rows.amount}: ${onReceipt[rows.amount]}`);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});

const INVOICE = {
  en: {
    company: 'A company', name: 'Company name', taxId: 'Tax id (CUI)', registration: /Trade register no\./,
    badTaxId: "Enter the company's tax id (CUI), such as RO18547290 or 18547290.", taxIdLine: 'Tax id (CUI): RO18547290',
    mail: 'Invoice to: Nutriție Exemplu SRL, Tax id (CUI) RO18547290, Trade register no. J12/3456/2019'
  },
  ro: {
    company: 'Persoană juridică (firmă)', name: 'Denumirea firmei', taxId: 'Cod fiscal (CUI)', registration: /Nr\. Reg\. Com\./,
    badTaxId: 'Introdu codul fiscal (CUI) al firmei, de exemplu RO18547290 sau 18547290.', taxIdLine: 'CUI: RO18547290',
    mail: 'Factură pe firma: Nutriție Exemplu SRL, CUI RO18547290, Nr. Reg. Com. J12/3456/2019'
  }
} as const;

it.each(['en', 'ro'] as const)('%s: an invoice for a company names it, its tax id and trade-register number on the receipt and in the mail', async (lang) => {
  const text = TEXT[lang];
  const words = INVOICE[lang];
  const page = await newPage(session, VIEWPORTS.mobile);
  const errors = watchErrors(page);
  const cartId = await createGuestCart([{ sku: SIMPLE_2, quantity: 1 }], text.store);
  await presetStorage(page, { cartId });
  const email = uniqueEmail(`company-${lang}`);
  try {
    await page.goto(`${text.prefix}/checkout`);
    await fillContact(page, text, email);
    await fillAddress(page, text, BUCHAREST);
    await chooseShipping(page, text, text.standard);
    const billing = page.locator('section[data-step="billing"]');
    await billing.getByRole('radio', { name: words.company }).check();
    await billing.getByLabel(words.name).fill('Nutriție Exemplu SRL');
    await billing.getByLabel(words.taxId).fill('RO18547291');
    await billing.getByLabel(words.registration).fill('J12/3456/2019');
    await billing.getByText(words.badTaxId).waitFor();
    await billing.getByLabel(words.taxId).fill('RO 18547290');
    await screenshot(page, `checkout-company-invoice-${lang}-billing`);
    await billing.getByRole('button', { name: text.continue }).click();
    await billing.getByText(words.taxIdLine).waitFor();
    await payCash(page, text);
    await placeOrder(page, text);
    await receiptOrderNumber(page, text);
    const receiptCompany = page.getByText('Nutriție Exemplu SRL');
    await receiptCompany.waitFor();
    await page.getByText(words.taxIdLine).waitFor();
    await receiptCompany.scrollIntoViewIfNeeded();
    await screenshot(page, `checkout-company-invoice-${lang}-receipt`);
    await page.setViewportSize(VIEWPORTS.desktop);
    await receiptCompany.scrollIntoViewIfNeeded();
    await screenshot(page, `checkout-company-invoice-${lang}-receipt`);
    expect((await orderMail(email)).text).toContain(words.mail);
    expect(errors).toEqual([]);
  } finally {
    await page.close();
  }
});

it.each(LANGUAGES_AND_SIZES)('%s %s: a declined card keeps the cart, the good card pays', async (lang, _sizeName, size) => {
  const text = TEXT[lang];
  const page = await newPage(session, size);
  const cartId = await createGuestCart([{ sku: SIMPLE_2, quantity: 1 }], text.store);
  await presetStorage(page, { cartId });
  const email = uniqueEmail(`card-${lang}`);
  try {
    await guestToPayment(page, text, email);
    await payByCard(page, text, '4000 0000 0000 0002');
    await placeOrder(page, text);
    const payment = page.locator('section[data-step="payment"]');
    // The store's message in its view's language.
    await payment.getByRole('alert').filter({ hasText: lang === 'ro' ? 'Cardul a fost refuzat' : 'declined' }).waitFor({ timeout: 20000 });
    await screenshot(page, `checkout-declined-${lang}`);
    expect(await mailsTo(email)).toHaveLength(0);
    // Pay again without reloading.
    await payByCard(page, text, '4111 1111 1111 1111');
    await placeOrder(page, text);
    const number = await receiptOrderNumber(page, text);
    await screenshot(page, `checkout-card-paid-${lang}`);
    expect((await guestOrder({ number, email, lastname: BUCHAREST.lastname }, text.store)).number).toBe(number);
    const mail = await orderMail(email);
    expect(mail.subject).toContain(`#${number}`);
    expect(mail.text).toMatch(/Iso Whey Zero/);
    expect(await mailsTo(email)).toHaveLength(1);
  } finally {
    await page.close();
  }
});

it.each(LANGUAGES_AND_SIZES)('%s %s: pickup in a shop', async (lang, _sizeName, size) => {
  const text = TEXT[lang];
  const page = await newPage(session, size);
  const cartId = await createGuestCart([{ sku: SIMPLE, quantity: 2 }], text.store);
  await presetStorage(page, { cartId });
  const email = uniqueEmail(`pickup-${lang}`);
  try {
    await page.goto(`${text.prefix}/checkout`);
    await fillContact(page, text, email);
    await fillAddress(page, text, BUCHAREST);
    const form = page.locator('section[data-step="shippingMethod"]');
    await form.getByRole('radio', { name: text.pickup }).check();
    // Without a shop the step says so.
    await form.getByRole('button', { name: text.continue }).click();
    await form.getByText(text.pickupRequired).waitFor();
    expect(await form.getByLabel(text.pickupShop).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel(text.pickupShop).selectOption({ index: 3 });
    await screenshot(page, `checkout-pickup-${lang}`);
    await form.getByRole('button', { name: text.continue }).click();
    await billingSame(page, text);
    await payCash(page, text);
    await placeOrder(page, text);
    const number = await receiptOrderNumber(page, text);
    expect(number).toMatch(text.orderNumberPattern);
    await screenshot(page, `checkout-pickup-receipt-${lang}`);
    const order = await guestOrder({ number, email, lastname: BUCHAREST.lastname }, text.store);
    expect(order.number).toBe(number);
    expect(order.email).toBe(email);
    expect(order.shipping_method).toMatch(/Ridicare|pickup|Pick/i);
    expect(order.items).toEqual([{ product_sku: SIMPLE, quantity_ordered: 2 }]);
    const mail = await orderMail(email);
    expect(mail.subject).toContain(`#${number}`);
    // The mail and the receipt say which shop to go to.
    const shop = /^(?:Ridicare din magazinul|Pickup at): ([^,\n]+),/m.exec(mail.text)?.[1];
    expect(shop).toBeTruthy();
    expect(await page.locator('main').textContent()).toContain(shop);
  } finally {
    await page.close();
  }
});

/** My GNC Rewards at the payment step and in the order summary. */
const REWARDS_TEXT = {
  en: { use: 'Use my points', stopUsing: 'Do not use my points', summary: 'Order summary', line: /My GNC Rewards points \(\d+\)/ },
  ro: { use: 'Folosește punctele', stopUsing: 'Nu folosi punctele', summary: 'Sumarul comenzii', line: /Puncte My GNC Rewards \(\d+\)/ }
} as const;

/** The shipping-address step's choices for a customer with saved addresses. */
const SAVED_ADDRESS_TEXT = {
  en: { newAddress: 'A new address', save: 'Save this address in my address book' },
  ro: { newAddress: 'O adresă nouă', save: 'Salvează adresa în agenda mea' }
} as const;

it.each(LANGUAGES_AND_SIZES)('%s %s: signed-in customer with a saved address saves a card, then pays with it and its points and delivers to a new address it keeps', async (lang, _sizeName, size) => {
  const text = TEXT[lang];
  const customer = await createCustomer(`saved-${lang}`, text.store);
  await addCustomerAddress(customer, text.store);
  const cartId = await customerCartId(customer, text.store);
  await addLines(cartId, [{ sku: SIMPLE_2, quantity: 1 }], { store: text.store, token: customer.token });
  const page = await newPage(session, size);
  await presetStorage(page, { cartId, token: customer.token });
  try {
    await page.goto(`${text.prefix}/checkout`);
    const address = page.locator('section[data-step="address"]');
    // The saved default address is the one chosen; no form to fill.
    await address.getByRole('radio', { name: /Str\. Republicii 10/ }).waitFor();
    expect(await address.getByRole('radio', { name: /Str\. Republicii 10/ }).isChecked()).toBe(true);
    expect(await address.getByLabel(text.city).count()).toBe(0);
    await screenshot(page, `checkout-saved-address-${lang}`);
    await address.getByRole('button', { name: text.continue }).click();
    await chooseShipping(page, text, text.standard);
    await billingSame(page, text);
    await payByCard(page, text, '4111 1111 1111 1111', { save: true });
    await placeOrder(page, text);
    const first = await receiptOrderNumber(page, text);
    let orders = await customerOrders(customer, text.store);
    expect(orders).toHaveLength(1);
    expect(orders[0].number).toBe(first);
    await screenshot(page, `checkout-signed-in-receipt-${lang}`);

    // Second order with the saved card.
    const nextCart = await customerCartId(customer, text.store);
    await addLines(nextCart, [{ sku: SIMPLE, quantity: 1 }], { store: text.store, token: customer.token });
    await page.goto(`${text.prefix}/checkout`);
    // This time to a new address, kept in the address book.
    const next = page.locator('section[data-step="address"]');
    await next.getByRole('radio', { name: SAVED_ADDRESS_TEXT[lang].newAddress }).check();
    await next.getByRole('checkbox', { name: SAVED_ADDRESS_TEXT[lang].save }).check();
    await fillAddress(page, text, BUCHAREST);
    await chooseShipping(page, text, text.standard);
    await billingSame(page, text);
    const payment = page.locator('section[data-step="payment"]');
    // The first order (paid by card) earned points: they pay part of this one.
    const rewards = REWARDS_TEXT[lang];
    await payment.getByRole('button', { name: rewards.use }).click();
    const summary = page.getByRole('complementary', { name: rewards.summary });
    await summary.getByText(rewards.line).waitFor();
    await payment.getByRole('button', { name: rewards.stopUsing }).waitFor();
    await payment.getByRole('radio', { name: /1111/ }).check();
    await screenshot(page, `checkout-saved-card-${lang}`);
    await payment.getByRole('button', { name: text.reviewOrder }).click();
    await placeOrder(page, text);
    const second = await receiptOrderNumber(page, text);
    orders = await customerOrders(customer, text.store);
    expect(orders).toHaveLength(2);
    expect(orders[0].number).toBe(second);
    expect(orders[0].items.map((item) => item.product_sku)).toEqual([SIMPLE]);
    const { customer: spent } = await graphql<{ customer: { reward_points: { balance_history: Array<{ points_change: number; change_reason: string }> } } }>(
      '{ customer { reward_points { balance_history(pageSize: 5) { points_change change_reason } } } }', {}, { store: text.store, token: customer.token }
    );
    // The second order spent the first one's points (and, paid by card, earned its own).
    const spentOnSecond = spent.reward_points.balance_history.filter((entry) => entry.change_reason.includes(second));
    expect(spentOnSecond.map((entry) => Math.sign(entry.points_change)).sort()).toEqual([-1, 1]);
    const { customer: book } = await graphql<{ customer: { addresses: Array<{ city: string; default_shipping: boolean }> } }>(
      '{ customer { addresses { city default_shipping } } }', {}, { store: text.store, token: customer.token }
    );
    expect(book.addresses).toEqual([{ city: 'Cluj-Napoca', default_shipping: true }, { city: 'București', default_shipping: false }]);
  } finally {
    await page.close();
  }
});

it.each(['en', 'ro'] as const)('%s: keyboard only: a guest checks out with Tab, Enter and Space', async (lang) => {
  const text = TEXT[lang];
  const page = await newPage(session, VIEWPORTS.desktop);
  const cartId = await createGuestCart([{ sku: SIMPLE, quantity: 1 }], text.store);
  await presetStorage(page, { cartId });
  const email = uniqueEmail(`keyboard-${lang}`);
  try {
    await page.goto(`${text.prefix}/checkout`);
    const contact = page.locator('section[data-step="contact"]').getByLabel(text.email);
    await contact.waitFor();
    await tabTo(page, { type: 'email' });
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.locator('section[data-step="address"]').getByLabel(text.firstname, { exact: true }).waitFor();
    await tabTo(page, { name: 'firstname' });
    const typed: Array<[string, string]> = [
      ['firstname', 'Radu'],
      ['lastname', 'Ionescu'],
      ['street', 'Str. Unirii 3'],
      ['street2', '']
    ];
    for (const [, value] of typed) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    // County select: type to choose, then Tab on.
    await page.keyboard.type('Bucure');
    await page.keyboard.press('Tab');
    for (const value of ['București', '030031', '0721234567']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.locator('section[data-step="shippingMethod"]').getByRole('radio').first().waitFor();
    await tabTo(page, { type: 'radio' });
    await page.keyboard.press('Space');
    await tabTo(page, { button: text.continue });
    await page.keyboard.press('Enter');
    await page.locator('section[data-step="billing"]').getByRole('button', { name: text.continue }).waitFor();
    await tabTo(page, { button: text.continue });
    await page.keyboard.press('Enter');
    await page.locator('section[data-step="payment"]').getByRole('radio', { name: text.cashOnDelivery }).waitFor();
    await tabTo(page, { type: 'radio' });
    // Arrow keys move within a radio group; pick cash on delivery.
    for (let i = 0; i < 3; i += 1) {
      const label = await page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? '');
      if (text.cashOnDelivery.test(label)) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    await tabTo(page, { button: text.reviewOrder });
    await page.keyboard.press('Enter');
    const review = page.locator('section[data-step="review"]');
    await review.getByRole('button', { name: text.placeOrder }).waitFor();
    await review.getByRole('checkbox').first().waitFor();
    // Placing the order before accepting the terms: the first box says so and takes the focus.
    await tabTo(page, { button: text.placeOrder });
    await page.keyboard.press('Enter');
    await review.locator('[aria-invalid="true"]').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('checkbox');
    await page.keyboard.press('Space');
    await tabTo(page, { type: 'checkbox' });
    await page.keyboard.press('Space');
    expect(await review.getByRole('checkbox', { checked: true }).count()).toBe(await review.getByRole('checkbox').count());
    await tabTo(page, { button: text.placeOrder });
    await page.keyboard.press('Enter');
    const number = await receiptOrderNumber(page, text);
    const order = await guestOrder({ number, email, lastname: 'Ionescu' }, text.store);
    expect(order.number).toBe(number);
    expect(order.email).toBe(email);
    expect(order.payment_methods.map((method) => method.type)).toEqual(['cashondelivery']);
    expect((await orderMail(email)).text).toMatch(/GNC/);
  } catch (error) {
    // Where the keyboard got stuck.
    await screenshot(page, `checkout-keyboard-failure-${lang}`).catch(() => undefined);
    throw error;
  } finally {
    await page.close();
  }
});

interface FocusTarget {
  type?: string;
  name?: string;
  button?: string;
}

/** Presses Tab until the focused element matches (an input type or name, or a button's text). */
async function tabTo(page: Page, target: FocusTarget, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const matches = await page.evaluate((wanted) => {
      const el = document.activeElement;
      if (!el) return false;
      if (wanted.type) return el.getAttribute('type') === wanted.type;
      if (wanted.name) return el.getAttribute('name') === wanted.name;
      return el.tagName === 'BUTTON' && el.textContent?.trim() === wanted.button;
    }, target);
    if (matches) return;
  }
  throw new Error(`Focus never reached ${JSON.stringify(target)}`);
}

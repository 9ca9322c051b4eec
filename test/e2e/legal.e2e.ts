// What Romanian and EU law asks the shopper to see (docs/legal.md), walked in Chromium in both store
// views at 375×812 and 1440×900 (screenshots under test-results/):
// - Omnibus: a seeded reduction shows on its tile and its page with the lowest price of the 30 days before
//   it and the percentage from that price; a special price raised just before announces nothing; the unit
//   price and the product's food information (category, allergens, operator, statements) on its page;
// - ordering: VAT per rate in the cart, what the order binds the shopper to above 'Comandă cu obligație de
//   plată', VAT per rate on the receipt, the whole contract in the confirmation mail;
// - the withdrawal function end to end: from the receipt (some items) and from the footer (the whole
//   order), the separate confirmation, the acknowledgement with its date and time on screen and by mail,
//   a second request answered with the first, the withdrawal on the guest order lookup, wrong details refused;
// - the footer's ANPC links, SAL pictogram, withdrawal and accessibility-statement links; the statement;
//   the reviews page (how reviews are checked, verified buyers) without sideways scrolling at 320 px; no
//   empty link on a promo page and a keyboard-reachable suggestion list (axe).
import type { Page } from 'playwright-core';

import { formatPrice } from '../../src/lib/formatPrice';
import { seriousViolations } from './support/axe';
import { baseUrl, BOTH_SIZES, browserForFile, footerOf, inPage, mainHeading, screenshot, VIEWPORTS } from './support/browser';
import { guestToPayment, payCash, placeOrder, receiptOrderNumber, TEXT } from './support/checkoutFlow';
import { createGuestCart, graphql, mailsTo, placeGuestOrderByApi, presetStorage, uniqueEmail, type OutboxMail } from './support/shop';

jest.setTimeout(300_000);

const session = browserForFile();

/** Seeded price stories (server/seed/catalog/priceHistory.ts): an ordinary reduction, and a price raised before its special. */
const REDUCED_SKU = 'SCN-00005';
const RAISED_SKU = 'MP-00010';
/** A 21 % food supplement and an 11 % plant supplement (services/vat.ts). */
const SUPPLEMENT_SKU = 'SCN-00005';
const HERBAL_SKU = 'MP-00028';

const VIEWS = {
  ro: {
    ...TEXT.ro,
    locale: 'ro-RO',
    prior: (price: string) => `Cel mai mic preț din ultimele 30 de zile: ${price}`,
    perKg: (price: string) => `${price} / kg`,
    supplement: 'Supliment alimentar',
    allergens: 'Alergeni',
    operator: 'Operator responsabil',
    vat: (rate: number) => `TVA ${rate}% inclus`,
    orderTerms: 'Comanda ta',
    termsTotal: 'Total de plată, cu TVA și livrarea incluse',
    seller: 'Vânzător',
    howToWithdraw: 'Cum te retragi',
    withdrawLink: 'Retrage-te din contract aici',
    withdrawTitle: 'Retragere din contract',
    name: 'Numele tău',
    number: 'Numărul comenzii',
    withdrawEmail: 'Adresa de e-mail folosită la comandă',
    someItems: 'Doar produsele bifate mai jos',
    continue: 'Continuă',
    confirmTitle: 'Confirmă retragerea',
    confirm: 'Confirmă retragerea',
    done: 'Am primit retragerea ta',
    already: 'Această comandă are deja o cerere de retragere',
    received: /^Cererea ta de retragere din comanda \d+ a fost primită pe \d{1,2} \S+ \d{4}(,| la) \d{2}:\d{2}\.$/,
    notFound: /^Nu am găsit nicio comandă cu aceste date\./,
    withdrewOn: /^Te-ai retras din această comandă pe /,
    lookupTitle: 'Urmărește comanda',
    lookupNumber: 'Numărul comenzii',
    lookupEmail: 'E-mail',
    lookupLastname: 'Nume de familie (facturare)',
    lookupSubmit: 'Arată comanda',
    salAlt: 'ANPC – Soluționarea alternativă a litigiilor (se deschide într-o filă nouă)',
    accessibility: 'Declarație de accesibilitate',
    reviewsPolicy: /^Cum verificăm recenziile:/,
    verified: 'Cumpărător verificat',
    mail: { seller: 'VÂNZĂTORUL', withdrawal: 'DREPTUL DE RETRAGERE', form: 'MODEL DE FORMULAR DE RETRAGERE', vat: (rate: number) => `din care TVA ${rate}%` }
  },
  en: {
    ...TEXT.en,
    locale: 'en-US',
    prior: (price: string) => `Lowest price in the last 30 days: ${price}`,
    perKg: (price: string) => `${price} / kg`,
    supplement: 'Food supplement',
    allergens: 'Allergens',
    operator: 'Responsible operator',
    vat: (rate: number) => `VAT ${rate}% included`,
    orderTerms: 'Your order',
    termsTotal: 'Total to pay, VAT and delivery included',
    seller: 'Seller',
    howToWithdraw: 'How to withdraw',
    withdrawLink: 'Withdraw from contract here',
    withdrawTitle: 'Withdraw from contract',
    name: 'Your name',
    number: 'Order number',
    withdrawEmail: 'E-mail address used for the order',
    someItems: 'Only the products ticked below',
    continue: 'Continue',
    confirmTitle: 'Confirm your withdrawal',
    confirm: 'Confirm withdrawal',
    done: 'We received your withdrawal',
    already: 'This order already has a withdrawal request',
    received: /^Your request to withdraw from order \d+ was received on \S+ \d{1,2}, \d{4}(,| at) \d{2}:\d{2} (AM|PM)\.$/,
    notFound: /^We found no order with these details\./,
    withdrewOn: /^You withdrew from this order on /,
    lookupTitle: 'Track your order',
    lookupNumber: 'Order number',
    lookupEmail: 'Email',
    lookupLastname: 'Billing last name',
    lookupSubmit: 'Show the order',
    salAlt: 'ANPC – Alternative dispute resolution (opens in a new tab)',
    accessibility: 'Accessibility statement',
    reviewsPolicy: /^How we check reviews:/,
    verified: 'Verified buyer',
    mail: { seller: 'THE SELLER', withdrawal: 'RIGHT OF WITHDRAWAL', form: 'MODEL WITHDRAWAL FORM', vat: (rate: number) => `of which VAT ${rate}%` }
  }
} as const;

type View = (typeof VIEWS)['ro' | 'en'];

interface PriceAnswer {
  final_price: { value: number };
  prior_price: { amount: { value: number }; percent_off: number } | null;
}

/** A product as the store answers it in a view: its address, shown price and Omnibus prior price. */
async function productOf(sku: string, store: string) {
  const data = await graphql<{
    products: { items: Array<{ name: string; url_key: string; url_suffix: string; net_quantity: number | null; categories: Array<{ url_path: string; url_suffix: string }>; price_range: { minimum_price: PriceAnswer } }> };
  }>(
    `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name url_key url_suffix net_quantity categories { url_path url_suffix }
      price_range { minimum_price { final_price { value } prior_price { amount { value } percent_off } } } } } }`,
    { sku },
    { store }
  );
  const [item] = data.products.items;
  return { ...item, path: `/${item.url_key}${item.url_suffix}`, price: item.price_range.minimum_price };
}

const money = (value: number, view: View) => formatPrice(value, 'RON', view.locale);

async function noSidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function mailWith(email: string, subject: RegExp): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mail = (await mailsTo(email)).find((candidate) => subject.test(candidate.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail "${subject}" to ${email}`);
}

describe.each(['ro', 'en'] as const)('the law, visible (%s)', (lang) => {
  const view = VIEWS[lang];

  test.each(BOTH_SIZES.map((size) => [`${size.width}x${size.height}`, size] as const))(
    'at %s: Omnibus on the tile and the page, the unit price and the food information',
    async (_, size) => {
      const reduced = await productOf(REDUCED_SKU, view.store);
      const raised = await productOf(RAISED_SKU, view.store);
      const prior = reduced.price.prior_price;
      // The seeded stories: a reduction the history substantiates, and none for the price raised before its special.
      expect(prior).not.toBeNull();
      expect(raised.price.prior_price).toBeNull();
      const priorText = view.prior(money(prior!.amount.value, view));
      const category = reduced.categories.find((entry) => entry.url_path.includes('/'))!;

      await inPage(session, size, async (page) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        // The tile in its category.
        await page.goto(`${baseUrl()}${view.prefix}/${category.url_path}${category.url_suffix}`);
        const tile = page.locator('main').getByRole('heading', { name: reduced.name, exact: true }).locator('xpath=..');
        await tile.waitFor();
        await tile.getByText(priorText).waitFor();
        await expect(tile.getByText(`-${prior!.percent_off}%`, { exact: true }).count()).resolves.toBe(1);
        await tile.getByText(priorText).scrollIntoViewIfNeeded();
        await screenshot(page, `legal-omnibus-tile-${lang}`);

        // The product page: price, percentage off the prior price, its name, the price per kg, the label's facts.
        await page.goto(`${baseUrl()}${view.prefix}${reduced.path}`);
        await mainHeading(page);
        const main = page.locator('main');
        await main.getByText(priorText).waitFor();
        await main.getByText(`-${prior!.percent_off}%`, { exact: true }).first().waitFor();
        const perKg = view.perKg(money(Math.round((reduced.price.final_price.value * 1000 * 100) / reduced.net_quantity!) / 100, view));
        await main.getByText(perKg, { exact: true }).waitFor();
        await screenshot(page, `legal-omnibus-product-${lang}`);
        const label = main.getByRole('region', { name: view.supplement });
        await label.scrollIntoViewIfNeeded();
        await label.getByText(view.operator).waitFor();
        await screenshot(page, `legal-food-information-${lang}`);

        // Raised shortly before its special price: the price alone, no percentage, no reference.
        await page.goto(`${baseUrl()}${view.prefix}${raised.path}`);
        await mainHeading(page);
        await main.getByText(money(raised.price.final_price.value, view), { exact: true }).first().waitFor();
        expect(await main.getByText(/ultimele 30|last 30 days/).count()).toBe(0);
        expect(await main.getByText(/^-\d+%$/).count()).toBe(0);
      });
    }
  );
});

describe.each([
  ['ro', VIEWPORTS.mobile],
  ['en', VIEWPORTS.desktop]
] as const)('ordering and withdrawing (%s)', (lang, size) => {
  const view = VIEWS[lang];

  test(`at ${size.width}x${size.height}: VAT per rate, what the order binds to, the contract by mail, then withdrawing from some items`, async () => {
    const email = uniqueEmail(`legal-${lang}`);
    const cartId = await createGuestCart(
      [
        { sku: SUPPLEMENT_SKU, quantity: 1 },
        { sku: HERBAL_SKU, quantity: 2 }
      ],
      view.store
    );
    await inPage(session, size, async (page) => {
      await presetStorage(page, { cartId });
      // The cart: the VAT of each rate.
      await page.goto(`${baseUrl()}${view.prefix}/cart`);
      await page.getByText(view.vat(21)).waitFor();
      await page.getByText(view.vat(11)).waitFor();
      await page.getByText(view.vat(11)).scrollIntoViewIfNeeded();
      await screenshot(page, `legal-cart-vat-${lang}`);

      // Checkout: above the button, what the order binds the shopper to; the button says it.
      await guestToPayment(page, view, email);
      await payCash(page, view);
      const terms = page.getByRole('region', { name: view.orderTerms });
      await terms.waitFor();
      await terms.getByText(view.termsTotal).waitFor();
      expect(await terms.textContent()).toMatch(/1-2 (zile lucrătoare|working days)/);
      expect(await terms.textContent()).toContain('Vitalis Nutrition Retail S.R.L.');
      await expect(terms.getByRole('link', { name: view.howToWithdraw }).getAttribute('href')).resolves.toBe(`${view.prefix}/retragere-din-contract`);
      await terms.scrollIntoViewIfNeeded();
      await screenshot(page, `legal-order-terms-${lang}`);
      await placeOrder(page, view);
      const number = await receiptOrderNumber(page, view);

      // The receipt: the VAT of each rate, and the withdrawal link with the order.
      await page.getByText(view.vat(21)).waitFor();
      await page.getByText(view.vat(11)).waitFor();
      await screenshot(page, `legal-receipt-${lang}`);

      // The mail is the whole contract: lines with VAT, VAT per rate, the seller, the withdrawal right and form, absolute links.
      const mail = await mailWith(email, new RegExp(`#${number}`));
      for (const part of [view.mail.seller, view.mail.withdrawal, view.mail.form, view.mail.vat(21), view.mail.vat(11), 'RO 18547290', 'J40/10233/2006']) {
        expect(mail.text).toContain(part);
      }
      expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+${view.prefix}/retragere-din-contract\\?order=${number}`));
      expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+${view.prefix}/termeni-si-conditii`));

      // From the receipt to the withdrawal function, the order filled in: only the herbal supplement.
      await page.getByRole('link', { name: view.withdrawLink }).first().click();
      expect(await mainHeading(page, view.withdrawTitle)).toBe(view.withdrawTitle);
      const form = page.getByRole('form');
      await expect(form.getByRole('textbox', { name: view.number }).inputValue()).resolves.toBe(number);
      await expect(form.getByRole('textbox', { name: view.withdrawEmail }).inputValue()).resolves.toBe(email);
      await form.getByRole('radio', { name: view.someItems }).check();
      await form.getByRole('checkbox', { name: /Ashwagandha/ }).check();
      await screenshot(page, `legal-withdrawal-form-${lang}`);
      await form.getByRole('button', { name: view.continue }).click();
      const confirmation = page.getByRole('region', { name: view.confirmTitle });
      await confirmation.waitFor();
      expect(await confirmation.textContent()).toMatch(/2 × [^]*Ashwagandha/);
      expect(await confirmation.textContent()).not.toContain('Vegan Protein');
      await screenshot(page, `legal-withdrawal-confirm-${lang}`);
      await confirmation.getByRole('button', { name: view.confirm }).click();
      const done = page.getByRole('region', { name: view.done });
      await done.waitFor();
      expect((await done.getByText(view.received).textContent())?.trim()).toMatch(view.received);
      await screenshot(page, `legal-withdrawal-done-${lang}`);
      const acknowledgement = await mailWith(email, /retragere|withdrawal/i);
      expect(acknowledgement.text).toMatch(/\d{2}:\d{2}/);
      expect(acknowledgement.text).toContain('Ashwagandha');
    });
  });

  test(`at ${size.width}x${size.height}: the whole order from the footer, a second request answered with the first, the lookup shows it`, async () => {
    // Dan Pop's order, courier and cash on delivery.
    const email = uniqueEmail(`legal-footer-${lang}`);
    const number = await placeGuestOrderByApi([{ sku: SUPPLEMENT_SKU, quantity: 1 }], email);
    await inPage(session, size, async (page) => {
      await page.goto(`${baseUrl()}${view.prefix}/`);
      const footer = await footerOf(page);
      await footer.getByRole('link', { name: view.withdrawLink }).click();
      expect(await mainHeading(page, view.withdrawTitle)).toBe(view.withdrawTitle);
      const form = page.getByRole('form');
      const fill = async (name: string, mail: string) => {
        await form.getByRole('textbox', { name: view.name }).fill(name);
        await form.getByRole('textbox', { name: view.number }).fill(number);
        await form.getByRole('textbox', { name: view.withdrawEmail }).fill(mail);
        await form.getByRole('button', { name: view.continue }).click();
      };
      // Wrong details: refused after the confirmation, nothing recorded; back to the form with what was typed.
      await fill('Ion Ionescu', email);
      await page.getByRole('region', { name: view.confirmTitle }).getByRole('button', { name: view.confirm }).click();
      const refusal = page.getByRole('alert');
      await refusal.waitFor();
      expect((await refusal.textContent())?.trim()).toMatch(view.notFound);
      await screenshot(page, `legal-withdrawal-refused-${lang}`);
      await page.getByRole('button', { name: /Modifică datele|Change the details/ }).click();
      await fill('Dan Pop', email.toUpperCase());
      await page.getByRole('region', { name: view.confirmTitle }).getByRole('button', { name: view.confirm }).click();
      await page.getByRole('region', { name: view.done }).waitFor();

      // Again: the first request is answered, not a second one made.
      await page.goto(`${baseUrl()}${view.prefix}/retragere-din-contract`);
      await fill('Dan Pop', email);
      await page.getByRole('region', { name: view.confirmTitle }).getByRole('button', { name: view.confirm }).click();
      await page.getByRole('region', { name: view.already }).waitFor();
      await screenshot(page, `legal-withdrawal-already-${lang}`);
      const acknowledgements = (await mailsTo(email)).filter((mail) => /retragere|withdrawal/i.test(mail.subject));
      expect(acknowledgements).toHaveLength(1);

      // The guest order lookup shows the withdrawal.
      await page.goto(`${baseUrl()}${view.prefix}/sales/guest/form`);
      await page.getByRole('textbox', { name: view.lookupNumber }).fill(number);
      await page.getByRole('textbox', { name: view.lookupEmail, exact: true }).fill(email);
      await page.getByRole('textbox', { name: view.lookupLastname }).fill('Pop');
      await page.getByRole('button', { name: view.lookupSubmit }).click();
      const status = page.getByRole('status').filter({ hasText: view.withdrewOn });
      await status.waitFor();
      await screenshot(page, `legal-withdrawal-lookup-${lang}`);
    });
  });
});

describe.each(['ro', 'en'] as const)('footer, accessibility and reviews (%s)', (lang) => {
  const view = VIEWS[lang];

  test.each(BOTH_SIZES.map((size) => [`${size.width}x${size.height}`, size] as const))('at %s: ANPC, SAL, the withdrawal and accessibility links, the statement', async (_, size) => {
    await inPage(session, size, async (page) => {
      await page.goto(`${baseUrl()}${view.prefix}/`);
      const footer = await footerOf(page);
      const sal = footer.getByRole('link', { name: view.salAlt });
      await expect(sal.getAttribute('href')).resolves.toBe('https://anpc.ro/ce-este-sal/');
      const box = await sal.getByRole('img').boundingBox();
      expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([250, 50]);
      expect(await footer.locator('a[href*="ec.europa.eu/consumers/odr"]').count()).toBe(0);
      await expect(footer.getByRole('link', { name: view.withdrawLink }).getAttribute('href')).resolves.toBe(`${view.prefix}/retragere-din-contract`);
      await sal.scrollIntoViewIfNeeded();
      await screenshot(page, `legal-footer-${lang}`);
      await footer.getByRole('link', { name: view.accessibility }).click();
      expect(await mainHeading(page, view.accessibility)).toBe(view.accessibility);
      const statement = (await page.locator('main').textContent()) ?? '';
      expect(statement).toMatch(/WCAG\)? 2\.1/);
      expect(statement).toMatch(/EN 301 549/);
      expect(statement).toContain('ANPC');
      expect(statement).toContain('contact@gnc-romania.ro');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `legal-accessibility-${lang}`);
    });
  });

  test('at 320 px the reviews page says how reviews are checked, marks verified buyers and does not scroll sideways', async () => {
    await inPage(session, { width: 320, height: 740 }, async (page) => {
      await page.goto(`${baseUrl()}${view.prefix}/recenzie-produse`);
      await page.getByText(view.reviewsPolicy).waitFor();
      // The seeded customers' reviews of products they ordered (seed/sales/customers.ts).
      await page.locator('main').getByText(view.verified).first().waitFor();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await page.getByRole('navigation', { name: /pagini|pages/i }).scrollIntoViewIfNeeded();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `legal-reviews-320-${lang}`);
    });
  });

  test('axe: a promo page has no empty link, the suggestion list can be reached by keyboard', async () => {
    await inPage(session, VIEWPORTS.desktop, async (page) => {
      await page.goto(`${baseUrl()}${view.prefix}/25-black-friday.html`);
      await mainHeading(page);
      expect((await seriousViolations(page)).filter((line) => line.startsWith('link-name'))).toEqual([]);
      await page.goto(`${baseUrl()}${view.prefix}/`);
      const search = page.getByRole('combobox').first();
      await search.click();
      await search.fill('prot');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      expect((await seriousViolations(page)).filter((line) => line.startsWith('scrollable-region-focusable'))).toEqual([]);
      // The arrow keys walk the options and keep the active one in view.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const active = await search.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      await expect(page.locator(`[id="${active}"]`).isVisible()).resolves.toBe(true);
    });
  });
});

// What a shopper sees on a phone (375×812) and a desktop (1440×900) — issue 29, defect 10 and the small
// display items: the listing's sort and filter controls whole; no floating button (cookie settings,
// scroll-to-top) over tile titles, form labels or receipt rows; the offline badge off the header's
// controls; the drawer's link to the open page closes it; the lockers' whole addresses; one or two
// toasts, off the cart button and the mini cart's Checkout; long e-mail addresses wrapped; the header's
// search box emptied after the results. Screenshots under test-results/display-*.png.
import type { Locator, Page } from 'playwright-core';

import { BOTH_SIZES, browserForFile, footerOf, inPage, screenshot, VIEWPORTS } from './support/browser';
import { BUCHAREST, billingSame, fillAddress, fillContact, payByCard, placeOrder, receiptOrderNumber, TEXT } from './support/checkoutFlow';
import { createGuestCart, graphql, presetStorage } from './support/shop';

const session = browserForFile();

const RO = TEXT.ro;
const CATEGORY = '/vitamine-si-minerale.html';
const SIMPLE = 'GNC-00001';
/** A long e-mail address, as some shoppers have: 55+ characters with no space or hyphen to break at. */
function longEmail(): string {
  return `anamariapopescuionescu.comenzisuplimente${Date.now() % 1e6}@example.ro`;
}

async function longEmailCustomer(): Promise<{ email: string; token: string }> {
  const email = longEmail();
  const password = 'Parola-Buna-2024';
  await graphql('mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { firstname: 'Ana', lastname: 'Popescu', email, password }
  });
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password }
  );
  return { email, token: generateCustomerToken.token };
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of the floating buttons on screen now (the scroll-to-top arrow, the cookie-settings widget), larger than a pixel. */
async function floatingButtons(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const name of ['Înapoi sus', 'Modifică preferințele privind cookie-urile', 'Scroll to top', 'Change cookie preferences']) {
    for (const button of await page.getByRole('button', { name, exact: true }).all()) {
      const box = await button.boundingBox();
      if (box && box.width > 1 && box.height > 1) boxes.push(box);
    }
  }
  return boxes;
}

/** No floating button covers any of these elements (those on screen). */
async function expectUncovered(page: Page, targets: Locator): Promise<void> {
  const buttons = await floatingButtons(page);
  for (const target of await targets.all()) {
    const box = await target.boundingBox();
    if (!box) continue;
    for (const button of buttons) expect({ text: await target.textContent(), covered: overlaps(box, button) }).toEqual({ text: await target.textContent(), covered: false });
  }
}

/** The element's text is all inside its box, and its box inside the viewport (nothing cut, nothing spilling). */
async function expectWhole(target: Locator): Promise<void> {
  const fit = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      text: element.textContent?.trim(),
      inBox: text.left >= box.left - 1 && text.right <= box.right + 1 && element.scrollWidth <= element.clientWidth + 1,
      inViewport: box.left >= 0 && box.right <= window.innerWidth,
      ellipsis: style.textOverflow === 'ellipsis' && style.overflow === 'hidden'
    };
  });
  expect(fit).toEqual({ text: fit.text, inBox: true, inViewport: true, ellipsis: false });
}

async function settledListing(page: Page): Promise<void> {
  await page.locator('[data-testid="gallery"]').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('listing toolbar', () => {
  it('shows the sort and filter labels whole beside each other or stacked (RO, 2 filters, each sort)', async () => {
    for (const size of BOTH_SIZES) {
      await inPage(session, size, async (page) => {
        for (const [order, label] of [
          ['price_desc', 'Preț: descrescător'],
          ['position', 'Recomandate'],
          ['name_asc', 'Nume: A – Z']
        ] as const) {
          await page.goto(`${CATEGORY}?brand=101&price=0_200&product_list_order=${order}`);
          await settledListing(page);
          const sort = page.getByRole('button', { name: /^Sortează după:/ });
          expect(((await sort.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(`Sortează după: ${label}`);
          await expectWhole(sort.getByText(label, { exact: true }));
          const sortBox = (await sort.boundingBox())!;
          expect(sortBox.x >= 0 && sortBox.x + sortBox.width <= size.width).toBe(true);
          if (size.width < 1024) {
            const filter = page.getByRole('button', { name: 'Filtrează (2)' });
            await expectWhole(filter);
            expect(overlaps((await filter.boundingBox())!, (await sort.boundingBox())!)).toBe(false);
          }
          if (order === 'price_desc') await screenshot(page, 'display-sort-price-desc');
          if (order === 'position') await screenshot(page, 'display-sort-position');
        }
      });
    }
  });
});

describe('floating buttons', () => {
  it('leave tile titles alone while the shopper reads down a listing; the arrow comes on the way back up', async () => {
    for (const size of BOTH_SIZES) {
      await inPage(session, size, async (page) => {
        await page.goto(CATEGORY);
        await settledListing(page);
        // The consent chunk (and with it the reopen widget) loads when the browser is idle.
        await page.getByRole('button', { name: 'Modifică preferințele privind cookie-urile', exact: true }).waitFor({ state: 'attached', timeout: 15000 });
        for (let step = 0; step < 4; step += 1) {
          await page.mouse.wheel(0, 500);
          await page.waitForTimeout(250);
        }
        await page.waitForTimeout(600);
        expect(await floatingButtons(page)).toEqual([]);
        await expectUncovered(page, page.locator('main h3'));
        await screenshot(page, 'display-listing-scrolled');

        // Back up: the arrow, until 2.5 s after the last move up; it takes the shopper to the top.
        await page.mouse.wheel(0, -400);
        const arrow = page.getByRole('button', { name: 'Înapoi sus' });
        await arrow.waitFor();
        await screenshot(page, 'display-listing-scrolling-up');
        await page.waitForTimeout(3000);
        expect(await arrow.count()).toBe(0);
        await page.mouse.wheel(0, -300);
        await arrow.click();
        await page.waitForFunction(() => window.scrollY === 0);

        // The footer's 'Cookie Settings' is where the banner reopens.
        await (await footerOf(page)).getByRole('button', { name: 'Setări cookie-uri' }).click();
        const banner = page.getByRole('region', { name: 'Preferințe cookie-uri' });
        await banner.waitFor();
        // Answered again, for the next journeys.
        await banner.getByRole('button', { name: 'Accept', exact: true }).click();
        await banner.waitFor({ state: 'detached' });
      });
    }
  });
});

describe('offline badge', () => {
  it('hangs below the header, off its controls, scrolled or not', async () => {
    for (const size of BOTH_SIZES) {
      await inPage(session, size, async (page) => {
        await page.goto(CATEGORY);
        await settledListing(page);
        const header = page.getByRole('banner');
        const badge = page.getByRole('status').filter({ hasText: /^Offline$/ });
        try {
          for (const scrolled of [false, true]) {
            if (scrolled) {
              await page.mouse.wheel(0, 700);
              await page.waitForTimeout(500);
            }
            await session.context.setOffline(true);
            await badge.waitFor();
            const icon = (await badge.locator('span').first().boundingBox())!;
            const controls = await header.locator('a[href], button, input').all();
            for (const control of controls) {
              const box = await control.boundingBox();
              if (box && box.width > 1 && box.height > 1 && (await control.isVisible())) {
                expect({ control: (await control.getAttribute('aria-label')) ?? (await control.textContent()), overlaps: overlaps(icon, box) }).toEqual({
                  control: (await control.getAttribute('aria-label')) ?? (await control.textContent()),
                  overlaps: false
                });
              }
            }
            await page.waitForTimeout(300);
            await screenshot(page, `display-offline-${scrolled ? 'scrolled' : 'top'}`);
            await session.context.setOffline(false);
            await badge.waitFor({ state: 'hidden' });
          }
        } finally {
          await session.context.setOffline(false);
        }
      });
    }
  });
});

describe('navigation drawer', () => {
  it("closes on a tap on its link to the page already open", async () => {
    await inPage(session, VIEWPORTS.mobile, async (page) => {
      await page.goto('/');
      await page.locator('main').first().waitFor();
      await page.getByRole('button', { name: 'Deschide meniul' }).click();
      const drawer = page.getByRole('dialog', { name: 'Meniu principal' });
      await drawer.getByRole('link', { name: 'Acasă' }).click();
      await drawer.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
      await page.waitForTimeout(400);
      await screenshot(page, 'display-drawer-closed');
    });
  });
});

describe('checkout and receipt', () => {
  it('shows the lockers whole, a long e-mail wrapped, and nothing floating over labels and receipt rows', async () => {
    for (const size of BOTH_SIZES) {
      await inPage(session, size, async (page) => {
        const cartId = await createGuestCart([{ sku: SIMPLE, quantity: 1 }]);
        await presetStorage(page, { cartId });
        const email = longEmail();
        await page.goto('/checkout');
        await page.getByRole('heading', { name: RO.checkoutTitle, level: 1 }).waitFor();
        await fillContact(page, RO, email);
        const address = page.locator('section[data-step="address"]');
        await address.getByLabel(RO.firstname, { exact: true }).waitFor();
        // Typing into a field: no arrow over its label, whichever way the page moved.
        await address.getByLabel(RO.phone).focus();
        await page.mouse.wheel(0, -200);
        await page.waitForTimeout(300);
        expect(await page.getByRole('button', { name: 'Înapoi sus' }).count()).toBe(0);
        await expectUncovered(page, address.locator('label'));
        await screenshot(page, 'display-checkout-address');
        await fillAddress(page, RO, BUCHAREST);

        // The contact summary: the long address wraps inside its box.
        await expectWhole(page.locator('section[data-step="contact"]').getByText(email));

        const shipping = page.locator('section[data-step="shippingMethod"]');
        await shipping.getByRole('radio', { name: /Easybox/ }).check();
        const lockers = shipping.getByRole('group', { name: 'Locker' });
        await lockers.getByRole('radio').first().waitFor();
        const labels = lockers.locator('label');
        expect(await labels.allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('Bd. Nicolae Grigorescu nr. 29, Sector 3, București')]));
        for (const label of await labels.all()) await expectWhole(label);
        await lockers.scrollIntoViewIfNeeded();
        await screenshot(page, 'display-checkout-lockers');
        await lockers.getByRole('radio', { name: /Easybox Titan/ }).check();
        await shipping.getByRole('button', { name: RO.continue }).click();
        await billingSame(page, RO);
        await payByCard(page, RO, '4111 1111 1111 1111');
        await placeOrder(page, RO);
        await receiptOrderNumber(page, RO);

        const sent = page.getByText(`Am trimis o confirmare la ${email}.`);
        await expectWhole(sent);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, 'display-receipt');
        // Down the receipt and a little back up (the arrow comes), then still: nothing floats over a row.
        await page.mouse.wheel(0, 900);
        await page.waitForTimeout(300);
        await page.mouse.wheel(0, -150);
        await page.waitForTimeout(3000);
        await expectUncovered(page, page.locator('main').getByText(/./));
        await screenshot(page, 'display-receipt-scrolled');
      });
    }
  });
});

describe('toasts', () => {
  it('show the newest one or two, off the cart button; the mini cart takes the add-to-cart toast away', async () => {
    for (const size of BOTH_SIZES) {
      await inPage(session, size, async (page) => {
        await presetStorage(page, {});
        await page.goto(CATEGORY);
        await settledListing(page);
        const adds = page.locator('main').getByRole('button', { name: /^Adaugă în coș: / });
        for (let index = 0; index < 3; index += 1) {
          await adds.nth(index).click();
          await page.getByRole('region', { name: 'Notificări' }).getByRole('listitem').nth(0).waitFor();
          await page.waitForTimeout(600);
        }
        const shown = page.getByRole('region', { name: 'Notificări' }).getByRole('listitem');
        expect(await shown.count()).toBe(size.width < 640 ? 1 : 2);
        const cartButton = page.getByRole('button', { name: RO.toggleMiniCart });
        const cartBox = (await cartButton.boundingBox())!;
        for (const toast of await shown.all()) expect(overlaps((await toast.boundingBox())!, cartBox)).toBe(false);
        await screenshot(page, 'display-toasts');

        await cartButton.click();
        const checkout = page.getByRole('dialog').getByRole('button', { name: RO.miniCartCheckout });
        await checkout.waitFor();
        await shown.first().waitFor({ state: 'detached' });
        await page.waitForTimeout(400);
        await screenshot(page, 'display-mini-cart');
      });
    }
  });
});

describe('long e-mail addresses in the account', () => {
  it('wrap on the profile and account information pages', async () => {
    const customer = await longEmailCustomer();
    for (const size of BOTH_SIZES) {
      await inPage(session, size, async (page) => {
        await presetStorage(page, { token: customer.token });
        for (const [path, name] of [
          ['/account-information', 'account-information'],
          ['/myprofile-page', 'profile']
        ] as const) {
          await page.goto(path);
          const shownEmail = page.locator('main').getByText(customer.email, { exact: true }).first();
          await shownEmail.waitFor({ timeout: 15000 });
          await expectWhole(shownEmail);
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await screenshot(page, `display-account-email-${name}`);
        }
      });
    }
  });
});

describe('header search', () => {
  it('keeps the term on the results and empties the box on the next page', async () => {
    await inPage(session, VIEWPORTS.desktop, async (page) => {
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox', { name: 'Caută un produs' });
      await box.click();
      await box.fill('whey');
      await box.press('Enter');
      await page.waitForURL('**/search.html?query=whey');
      await settledListing(page);
      expect(await box.inputValue()).toBe('whey');
      await page.locator('main').getByRole('link', { name: /whey/i }).first().click();
      await page.waitForFunction(() => !location.pathname.endsWith('/search.html'));
      // The address changes before the product page is rendered (the results, with their own h1, stay
      // until it is): wait for the product page itself.
      await page.locator('main').getByRole('button', { name: 'Adaugă în coș', exact: true }).waitFor();
      expect(await box.inputValue()).toBe('');
      await screenshot(page, 'display-search-left');
    });
  });
});
